import { cors } from 'hono/cors';
import type { Hono } from 'hono';
import { geetestHostUrls } from '../captcha/geetest';
import { pixelScriptUrls } from '../stand-ins/pixels';
import { clientIp } from '../wps/client-ip';
import { isDomainBlocked } from '../state/blocked-domains';
import { ERROR_CODES, sendFailure, sendOk } from '../protocol/envelope';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { PING_CORS_HEADERS } from '../serving/line-hosts';
import { resolveLines } from '../state/lines';
import type { RegisterRuleSeed } from '../seed/types';
import type { MerchantState } from '../state/sim-state';
import { merchantTemplates } from '../serving/templates';
import { whitelabelTree } from './whitelabel-tree';

const DOMAIN_NOT_AVAILABLE_MESSAGE = 'Domain not available';

/**
 * `info` of GET /wps/system/status: the merchant's settings in the platform's shapes
 * (docs/platform-calls.md, `GET /wps/system/status`). `domainRoute` lists the line hosts as
 * absolute URLs (state/lines.ts). `gw`, `sms`, `registerCaptcha`, `currency` and `currencySymbol`
 * are ours: no platform call was seen carrying them (the README says where the app takes them
 * from); gw also lists the Geetest stand-in's hosts on the request's own origin.
 */
function statusInfo(merchant: MerchantState, requestUrl: string, lineOrigins: readonly string[]) {
  const { seed } = merchant;
  const geetestHosts = geetestHostUrls(new URL(requestUrl).origin);
  return {
    customerService: seed.customerService.map((entry) => ({ ...entry })),
    domainRoute: resolveLines(seed.domainList, requestUrl, lineOrigins),
    // Download links (seed.downloads, switched by POST /__sim/app-download) first, then the social ones.
    resources: [
      ...Object.entries(seed.downloads).map(([resourceType, url]) => ({ resourceType, url })),
      ...seed.resources.map((resource) => ({ ...resource })),
    ],
    whitelabel: whitelabelTree(seed.whitelabelVal),
    register: structuredClone(seed.registerRules) as Record<string, RegisterRuleSeed>,
    mainDomain: new URL(requestUrl).host,
    analytics: { ...seed.analytics, scriptUrls: pixelScriptUrls(new URL(requestUrl).origin) },
    imageCDNs: [...seed.imageCDNs],
    launchGameCDNs: [...seed.launchGameCDNs],
    gw: { ...seed.gw, GEETEST_API_HOSTS: geetestHosts.api, GEETEST_STATIC_HOSTS: geetestHosts.static },
    sms: { ...seed.sms },
    registerCaptcha: seed.registerCaptcha,
    currency: seed.currency,
    currencySymbol: seed.currencySymbol,
    // Ours: the install prompts' settings (the README's "App download").
    appDownload: { ...seed.appDownload },
  };
}

/**
 * Value of GET /wps/system/status. The platform's: maintenance, regionRestriction (maintenance
 * wins when both are set), location.ip, info. Ours: the end time and the two texts.
 */
function systemStatus(merchant: MerchantState, ip: string, requestUrl: string, lineOrigins: readonly string[]) {
  const { seed, maintenance, regionRestricted } = merchant;
  return {
    maintenance: maintenance.on,
    /** ms since the epoch, or null when the end is not announced. */
    maintenanceEnd: maintenance.on ? maintenance.end : null,
    maintenanceTitle: maintenance.on ? seed.maintenanceTitle : '',
    /** Simple HTML; empty when not in maintenance. */
    maintenanceDesc: maintenance.on ? seed.maintenanceDesc : '',
    regionRestriction: regionRestricted,
    /** Shown on the access-denied page. */
    location: { ip },
    restrictionDesc: regionRestricted ? seed.restrictionDesc : '',
    info: statusInfo(merchant, requestUrl, lineOrigins),
  };
}

export type SystemStatus = ReturnType<typeof systemStatus>;

export function registerSystemRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.get('/system/status', (c) => {
    const merchant = c.get('merchant');
    // The domain the app was opened on, and the one it calls: either may be blocked.
    if (isDomainBlocked(merchant.blockedDomains, [c.req.query('originalDomain'), new URL(c.req.url).host])) {
      return sendFailure(c, ERROR_CODES.domainNotAvailable, DOMAIN_NOT_AVAILABLE_MESSAGE);
    }
    return sendOk(c, systemStatus(merchant, clientIp(c), c.req.url, state.lines.origins()));
  });

  // The status call's parts on their own (COMM3, no token, as the platform has them), for clients that ask for one.
  router.get('/system/whitelabel', (c) => sendOk(c, whitelabelTree(c.get('merchant').seed.whitelabelVal)));
  router.get('/system/domainRoute', (c) => sendOk(c, resolveLines(c.get('merchant').seed.domainList, c.req.url, state.lines.origins())));
  router.get('/system/templates', (c) => sendOk(c, merchantTemplates(c.get('merchant').seed)));

  router.get('/system/country', (c) => {
    const { seed } = c.get('merchant');
    return sendOk(c, {
      countryCode: seed.countryCode,
      countryDialingCode: seed.countryDialingCode,
      countries: state.countriesOf(seed).map(({ countryCode, countryDialingCode, name }) => ({ countryCode, countryDialingCode, name })),
    });
  });

  router.get('/system/test/ping', (c) => sendOk(c, 'pong'));
}

/**
 * The line-speed test pings other lines from the page's origin, so the ping answers cross-origin
 * requests (credentials included, as the client sends them). Registered before the other
 * middleware so a preflight is answered before the Merchant header is checked.
 */
export function registerPingCors(router: Hono<WpsEnv>): void {
  router.use(
    '/system/test/ping',
    cors({ origin: (origin) => origin, credentials: true, allowHeaders: PING_CORS_HEADERS, allowMethods: ['GET'] }),
  );
}
