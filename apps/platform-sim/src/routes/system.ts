import { cors } from 'hono/cors';
import type { Hono } from 'hono';
import { geetestHostUrls } from '../captcha';
import { clientIp } from '../client-ip';
import { isDomainBlocked } from '../domains';
import { ERROR_CODES, sendFailure, sendOk } from '../envelope';
import type { WpsDeps, WpsEnv } from '../env';
import { PING_CORS_HEADERS, resolveLines } from '../lines';
import type { MerchantState } from '../state';

const DOMAIN_NOT_AVAILABLE_MESSAGE = 'Domain not available';

/** Value of GET /wps/system/status. The spec fixes only maintenance, regionRestriction and an end time; the rest is ours. */
export interface SystemStatus {
  maintenance: boolean;
  /** ms since the epoch, or null when the end is not announced. */
  maintenanceEnd: number | null;
  maintenanceTitle: string;
  /** Simple HTML; empty when not in maintenance. */
  maintenanceDesc: string;
  regionRestriction: boolean;
  /** The caller's IP, shown on the access-denied page. */
  ip: string;
  /** Empty when not restricted. */
  restrictionDesc: string;
}

function systemStatus(merchant: MerchantState, ip: string): SystemStatus {
  const { seed, maintenance, regionRestricted } = merchant;
  return {
    maintenance: maintenance.on,
    maintenanceEnd: maintenance.on ? maintenance.end : null,
    maintenanceTitle: maintenance.on ? seed.maintenanceTitle : '',
    maintenanceDesc: maintenance.on ? seed.maintenanceDesc : '',
    regionRestriction: regionRestricted,
    ip,
    restrictionDesc: regionRestricted ? seed.restrictionDesc : '',
  };
}

/**
 * The merchant-settings call. Its real path is not in the spec: GET /wps/system/config is ours.
 * gw also lists the Geetest stand-in's hosts on the request's own origin (GEETEST_API_HOSTS,
 * GEETEST_STATIC_HOSTS: ours, the live settings do not carry them).
 */
function merchantConfig(merchant: MerchantState, requestUrl: string, lineOrigins: readonly string[] = []) {
  const { seed } = merchant;
  const geetestHosts = geetestHostUrls(new URL(requestUrl).origin);
  return {
    merchantCode: seed.code,
    merchantName: seed.name,
    logo: `/sim-assets/${seed.code}/logo.svg`,
    languages: [...seed.languages],
    defaultLanguage: seed.defaultLanguage,
    whitelabelVal: { ...seed.whitelabelVal },
    gw: { ...seed.gw, GEETEST_API_HOSTS: geetestHosts.api, GEETEST_STATIC_HOSTS: geetestHosts.static },
    register: { captcha: { enabled: seed.registerCaptcha } },
    sms: { ...seed.sms },
    currency: seed.currency,
    currencySymbol: seed.currencySymbol,
    customerService: seed.customerService.map((entry) => ({ ...entry })),
    domainList: resolveLines(seed.domainList, requestUrl, lineOrigins),
    imageCDNs: [...seed.imageCDNs],
    theme: { ...seed.theme },
    // protocol.md: the live settings carry the links as `resources`, a list of { resourceType, url }.
    resources: Object.entries(seed.downloads).map(([resourceType, url]) => ({ resourceType, url })),
    appDownload: { ...seed.appDownload },
  };
}

export type MerchantConfig = ReturnType<typeof merchantConfig>;

export function registerSystemRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.get('/system/status', (c) => {
    const merchant = c.get('merchant');
    // The domain the app was opened on, and the one it calls: either may be blocked.
    if (isDomainBlocked(merchant.blockedDomains, [c.req.query('originalDomain'), new URL(c.req.url).host])) {
      return sendFailure(c, ERROR_CODES.domainNotAvailable, DOMAIN_NOT_AVAILABLE_MESSAGE);
    }
    return sendOk(c, systemStatus(merchant, clientIp(c)));
  });

  router.get('/system/country', (c) => {
    const { seed } = c.get('merchant');
    return sendOk(c, {
      countryCode: seed.countryCode,
      countryDialingCode: seed.countryDialingCode,
      countries: state.countriesOf(seed).map(({ countryCode, countryDialingCode, name }) => ({ countryCode, countryDialingCode, name })),
    });
  });

  router.get('/system/config', (c) => sendOk(c, merchantConfig(c.get('merchant'), c.req.url, state.lines.origins())));

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
