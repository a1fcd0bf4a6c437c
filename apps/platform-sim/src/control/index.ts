import { Hono, type Context } from 'hono';
import { GEETEST_API_HOSTS, GEETEST_NETWORK_FAILURE, GEETEST_STATIC_HOSTS, geetestHostKind, type GeetestFailure } from '../captcha/geetest-hosts';
import { normaliseDomain } from '../state/blocked-domains';
import { registerAppDownloadControl } from './app-download';
import { parseAnnouncementsUpdate } from './announcements';
import { registerRulesControl } from './register-rules';
import { parseFaultSpec } from '../state/faults';
import { fcmPayload, parsePushMessage, PUSH_TOPIC_ALL } from './push-message';
import { applyLinesUpdate, parseLinesUpdate } from '../state/lines';
import type { MerchantState, SimState } from '../state/sim-state';
import type { AnalyticsSeed, PromotionType } from '../seed/types';
import { DEFAULT_MERCHANT } from '../seed/index';

export const CONTROL_BASE_PATH = '/__sim';

const HTTP_CREATED = 201;
const HTTP_BAD_REQUEST = 400;
const HTTP_NOT_FOUND = 404;

type JsonObject = Record<string, unknown>;

/** The request's JSON object body; an empty body counts as {} so simple calls need no body. */
async function readObject(c: Context): Promise<JsonObject | string> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as JsonObject;
    return 'body must be a JSON object';
  } catch {
    return 'body is not valid JSON';
  }
}

function badRequest(c: Context, error: string): Response {
  return c.json({ error }, HTTP_BAD_REQUEST);
}

/** The merchants a toggle applies to: the one named, or all of them when none is. */
function targetMerchants(state: SimState, merchant: unknown): MerchantState[] | string {
  if (merchant === undefined) return [...state.merchants.values()];
  if (typeof merchant !== 'string') return 'merchant must be a string';
  const found = state.merchant(merchant);
  return found === undefined ? `unknown merchant ${merchant}` : [found];
}

const ANALYTICS_IDS = ['gtagId', 'facebookPixelId', 'tiktokPixelId', 'kwaiPixelId'] as const;

/** What POST /__sim/analytics accepts: any of the pixel ids (strings, '' for none) and consentRequired. */
function parseAnalyticsUpdate(body: JsonObject): Partial<AnalyticsSeed> | string {
  const update: Partial<AnalyticsSeed> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'consentRequired') {
      if (typeof value !== 'boolean') return 'consentRequired must be a boolean';
      update.consentRequired = value;
    } else if ((ANALYTICS_IDS as readonly string[]).includes(key)) {
      if (typeof value !== 'string') return `${key} must be a string`;
      update[key as (typeof ANALYTICS_IDS)[number]] = value;
    } else return `unknown analytics setting ${key}`;
  }
  return update;
}

/** The captcha stand-in's switches, as GET and POST /__sim/captcha answer them. */
function captchaView(state: SimState) {
  return {
    apiHosts: [...GEETEST_API_HOSTS],
    staticHosts: [...GEETEST_STATIC_HOSTS],
    deadHosts: [...state.captcha.deadHosts],
    failNext: state.captcha.failNext,
    issued: state.captcha.counts(),
  };
}

/** What POST /__sim/merchant can switch: flags, the captcha settings (gw), the register captcha, the SMS provider, the image captcha's limit and the promotions. */
interface MerchantUpdate {
  whitelabelVal: Record<string, boolean>;
  promotions: Partial<Record<PromotionType, boolean>>;
  gw: Partial<MerchantState['seed']['gw']>;
  registerCaptcha?: boolean;
  smsProvider?: string;
  imageCaptchaAfter?: number | null;
  desktopAppFeature?: boolean;
}

const SMS_PROVIDERS = ['platform', 'firebase'];
const PROMOTION_TYPES: readonly PromotionType[] = ['APP_DOWNLOAD', 'REFERRAL'];
const isPromotionType = (type: string): type is PromotionType => (PROMOTION_TYPES as readonly string[]).includes(type);

function merchantSwitchesView(merchant: MerchantState) {
  const { whitelabelVal, gw, registerCaptcha, sms, imageCaptchaAfter, promotions, desktopAppFeature } = merchant.seed;
  return {
    desktopAppFeature,
    whitelabelVal: { ...whitelabelVal },
    gw: { ...gw },
    registerCaptcha,
    sms: { ...sms },
    imageCaptchaAfter,
    promotions: { ...promotions },
  };
}

function parseMerchantUpdate(body: JsonObject): MerchantUpdate | string {
  const update: MerchantUpdate = { whitelabelVal: {}, gw: {}, promotions: {} };
  const { whitelabelVal, gw, registerCaptcha, sms, imageCaptchaAfter, promotions, desktopAppFeature } = body;
  if (desktopAppFeature !== undefined) {
    if (typeof desktopAppFeature !== 'boolean') return 'desktopAppFeature must be a boolean';
    update.desktopAppFeature = desktopAppFeature;
  }
  if (sms !== undefined) {
    const provider = typeof sms === 'object' && sms !== null && !Array.isArray(sms) ? (sms as JsonObject).provider : undefined;
    if (typeof provider !== 'string' || !SMS_PROVIDERS.includes(provider)) return `sms.provider must be one of ${SMS_PROVIDERS.join(', ')}`;
    update.smsProvider = provider;
  }
  if (whitelabelVal !== undefined) {
    if (typeof whitelabelVal !== 'object' || whitelabelVal === null || Array.isArray(whitelabelVal))
      return 'whitelabelVal must be an object of booleans';
    for (const [flag, on] of Object.entries(whitelabelVal)) {
      if (typeof on !== 'boolean') return `whitelabelVal.${flag} must be a boolean`;
      update.whitelabelVal[flag] = on;
    }
  }
  if (gw !== undefined) {
    if (typeof gw !== 'object' || gw === null || Array.isArray(gw)) return 'gw must be an object';
    const { GEETEST_ID, GEETEST_VERSION, PROFILE_ICON_COUNT, ...rest } = gw as JsonObject;
    const unknown = Object.keys(rest);
    if (unknown.length > 0) return `gw has unknown settings: ${unknown.join(', ')}`;
    if (GEETEST_ID !== undefined) {
      if (typeof GEETEST_ID !== 'string') return 'gw.GEETEST_ID must be a string';
      update.gw.GEETEST_ID = GEETEST_ID;
    }
    if (GEETEST_VERSION !== undefined) {
      if (GEETEST_VERSION !== 'v3' && GEETEST_VERSION !== 'v4') return 'gw.GEETEST_VERSION must be "v3" or "v4"';
      update.gw.GEETEST_VERSION = GEETEST_VERSION;
    }
    if (PROFILE_ICON_COUNT !== undefined) {
      if (typeof PROFILE_ICON_COUNT !== 'number' || !Number.isInteger(PROFILE_ICON_COUNT) || PROFILE_ICON_COUNT < 1)
        return 'gw.PROFILE_ICON_COUNT must be a positive integer';
      update.gw.PROFILE_ICON_COUNT = PROFILE_ICON_COUNT;
    }
  }
  if (registerCaptcha !== undefined) {
    if (typeof registerCaptcha !== 'boolean') return 'registerCaptcha must be a boolean';
    update.registerCaptcha = registerCaptcha;
  }
  if (imageCaptchaAfter !== undefined) {
    if (
      imageCaptchaAfter !== null &&
      (typeof imageCaptchaAfter !== 'number' || !Number.isInteger(imageCaptchaAfter) || imageCaptchaAfter < 0)
    )
      return 'imageCaptchaAfter must be a whole number of wrong passwords (0 or more) or null';
    update.imageCaptchaAfter = imageCaptchaAfter;
  }
  if (promotions !== undefined) {
    if (typeof promotions !== 'object' || promotions === null || Array.isArray(promotions))
      return 'promotions must be an object of booleans';
    for (const [type, on] of Object.entries(promotions)) {
      if (!isPromotionType(type)) return `promotions has an unknown type: ${type} (${PROMOTION_TYPES.join(', ')})`;
      if (typeof on !== 'boolean') return `promotions.${type} must be a boolean`;
      update.promotions[type] = on;
    }
  }
  return update;
}

function parseFailNext(input: unknown): GeetestFailure | null | string {
  if (input === null) return null;
  if (typeof input !== 'object' || Array.isArray(input)) return 'failNext must be { code, message? } or null';
  const { code, message } = input as Record<string, unknown>;
  const codeText = typeof code === 'number' && Number.isInteger(code) ? String(code) : code;
  if (typeof codeText !== 'string' || !/^\d+$/.test(codeText)) return 'failNext.code must be a numeric error code, e.g. 60205';
  if (message !== undefined && typeof message !== 'string') return 'failNext.message must be a string';
  return { code: codeText, message: message ?? GEETEST_NETWORK_FAILURE };
}

/** Applies a POST /__sim/captcha body; a sentence saying what is wrong, or null. */
function updateCaptcha(state: SimState, body: JsonObject): string | null {
  let dead: Set<string> | undefined;
  if (body.deadHosts !== undefined) {
    if (!Array.isArray(body.deadHosts)) return 'deadHosts must be an array of host names';
    dead = new Set();
    for (const host of body.deadHosts as unknown[]) {
      if (typeof host !== 'string' || geetestHostKind(host) === null) {
        return `not a captcha host: ${JSON.stringify(host)} (one of ${[...GEETEST_API_HOSTS, ...GEETEST_STATIC_HOSTS].join(', ')})`;
      }
      dead.add(host);
    }
  }
  let failNext: GeetestFailure | null | undefined;
  if (body.failNext !== undefined) {
    const parsed = parseFailNext(body.failNext);
    if (typeof parsed === 'string') return parsed;
    failNext = parsed;
  }
  if (dead !== undefined) state.captcha.deadHosts = dead;
  if (failNext !== undefined) state.captcha.failNext = failNext;
  return null;
}

/**
 * The test-control API: JSON in and out, never behind faults or the Merchant check, and not part
 * of the platform's protocol. Documented route by route in the README.
 */
export function createControlApp(state: SimState, defaultMerchant: string): Hono {
  const control = new Hono();

  control.post('/reset', (c) => {
    state.reset();
    return c.json({ ok: true });
  });

  control.get('/faults', (c) => c.json(state.faults.list()));

  control.post('/faults', async (c) => {
    const body = await readObject(c);
    if (typeof body === 'string') return badRequest(c, body);
    const spec = parseFaultSpec(body);
    if (typeof spec === 'string') return badRequest(c, spec);
    return c.json(state.faults.add(spec), HTTP_CREATED);
  });

  control.delete('/faults', (c) => {
    const cleared = state.faults.list().length;
    state.faults.clear();
    return c.json({ cleared });
  });

  control.delete('/faults/:id', (c) => {
    const removed = state.faults.remove(Number(c.req.param('id')));
    return removed ? c.json({ ok: true }) : c.json({ error: 'no such fault' }, HTTP_NOT_FOUND);
  });

  control.post('/maintenance', async (c) => {
    const body = await readObject(c);
    if (typeof body === 'string') return badRequest(c, body);
    if (typeof body.on !== 'boolean') return badRequest(c, 'on must be a boolean');
    if (body.end !== undefined && body.end !== null && typeof body.end !== 'number')
      return badRequest(c, 'end must be a number (ms since the epoch)');
    const targets = targetMerchants(state, body.merchant);
    if (typeof targets === 'string') return badRequest(c, targets);
    const end = typeof body.end === 'number' ? body.end : null;
    for (const merchant of targets) merchant.maintenance = { on: body.on, end: body.on ? end : null };
    return c.json({ merchants: targets.map((merchant) => merchant.seed.code), maintenance: body.on, maintenanceEnd: body.on ? end : null });
  });

  control.post('/region', async (c) => {
    const body = await readObject(c);
    if (typeof body === 'string') return badRequest(c, body);
    if (typeof body.on !== 'boolean') return badRequest(c, 'on must be a boolean');
    const targets = targetMerchants(state, body.merchant);
    if (typeof targets === 'string') return badRequest(c, targets);
    for (const merchant of targets) merchant.regionRestricted = body.on;
    return c.json({ merchants: targets.map((merchant) => merchant.seed.code), regionRestriction: body.on });
  });

  control.get('/lines', (c) => c.json(state.lines.list()));

  control.post('/lines', async (c) => {
    const body = await readObject(c);
    if (typeof body === 'string') return badRequest(c, body);
    const update = parseLinesUpdate(body, state.lines);
    if (typeof update === 'string') return badRequest(c, update);
    applyLinesUpdate(state.lines, update);
    return c.json(state.lines.list());
  });

  control.get('/domains', (c) =>
    c.json(Object.fromEntries([...state.merchants.values()].map((merchant) => [merchant.seed.code, merchant.blockedDomains]))),
  );

  control.post('/domains', async (c) => {
    const body = await readObject(c);
    if (typeof body === 'string') return badRequest(c, body);
    if (!Array.isArray(body.blocked)) return badRequest(c, 'blocked must be an array of host names');
    const blocked: string[] = [];
    for (const entry of body.blocked as unknown[]) {
      const domain = typeof entry === 'string' ? normaliseDomain(entry) : null;
      if (domain === null) return badRequest(c, `not a host name: ${JSON.stringify(entry)}`);
      if (!blocked.includes(domain)) blocked.push(domain);
    }
    const targets = targetMerchants(state, body.merchant);
    if (typeof targets === 'string') return badRequest(c, targets);
    for (const merchant of targets) merchant.blockedDomains = [...blocked];
    return c.json({ merchants: targets.map((merchant) => merchant.seed.code), blocked });
  });

  control.post('/session', async (c) => {
    const body = await readObject(c);
    if (typeof body === 'string') return badRequest(c, body);
    const merchantCode = body.merchant ?? defaultMerchant;
    if (typeof merchantCode !== 'string') return badRequest(c, 'merchant must be a string');
    if (typeof body.username !== 'string') return badRequest(c, 'username must be a string');
    if (state.merchant(merchantCode) === undefined) return c.json({ error: `unknown merchant ${merchantCode}` }, HTTP_NOT_FOUND);
    const member = state.findMember(merchantCode, body.username);
    if (member === undefined) return c.json({ error: `no member ${body.username} at ${merchantCode}` }, HTTP_NOT_FOUND);
    const session = state.sessions.create(merchantCode, member.id);
    return c.json({ token: session.token, id: member.id, userName: member.username, type: member.type }, HTTP_CREATED);
  });

  // New customer-service messages for a member: CBS_unreadCount counts them until the chat is opened.
  control.post('/chat/messages', async (c) => {
    const body = await readObject(c);
    if (typeof body === 'string') return badRequest(c, body);
    const merchantCode = body.merchant ?? defaultMerchant;
    if (typeof merchantCode !== 'string') return badRequest(c, 'merchant must be a string');
    if (typeof body.username !== 'string') return badRequest(c, 'username must be a string');
    const count = body.count ?? 1;
    if (typeof count !== 'number' || !Number.isInteger(count)) return badRequest(c, 'count must be a whole number');
    const member = state.findMember(merchantCode, body.username);
    if (member === undefined) return c.json({ error: `no member ${body.username} at ${merchantCode}` }, HTTP_NOT_FOUND);
    return c.json({ unReadCount: state.chatInbox.add(member.id, count) });
  });

  control.get('/requests', (c) => c.json(state.requestLog.list()));

  control.delete('/requests', (c) => {
    state.requestLog.clear();
    return c.json({ ok: true });
  });

  control.get('/members', (c) => {
    const merchant = c.req.query('merchant');
    return c.json(state.members.filter((member) => merchant === undefined || member.merchant === merchant));
  });

  control.get('/sms', (c) => {
    const mobile = c.req.query('mobile');
    const messages = state.sms.list(mobile === undefined || mobile.trim() === '' ? undefined : mobile);
    return c.json(
      messages.map(({ countryDialingCode, mobileNum, code, at, expiresAt, used, text }) => ({
        countryDialingCode,
        mobileNum,
        code,
        at,
        expiresAt,
        used,
        text,
      })),
    );
  });

  control.delete('/sms', (c) => {
    state.sms.clear();
    return c.json({ ok: true });
  });

  control.get('/captcha', (c) => c.json(captchaView(state)));

  control.post('/captcha', async (c) => {
    const body = await readObject(c);
    if (typeof body === 'string') return badRequest(c, body);
    const problem = updateCaptcha(state, body);
    if (problem !== null) return badRequest(c, problem);
    return c.json(captchaView(state));
  });

  // The text of the image captcha a browser was shown: its session's (the wps_captcha cookie), else the last one drawn.
  control.get('/captcha/image-answer', (c) => {
    const session = c.req.query('session');
    const image = state.imageCaptcha.latest(session === undefined || session === '' ? undefined : session);
    return image === undefined ? c.json({ error: 'no image captcha has been drawn' }, HTTP_NOT_FOUND) : c.json(image);
  });

  // Ours: switch a merchant's white-label flags and captcha settings and promotions at runtime (reset restores the seed).
  control.get('/merchant', (c) =>
    c.json(Object.fromEntries([...state.merchants.values()].map((merchant) => [merchant.seed.code, merchantSwitchesView(merchant)]))),
  );

  control.post('/merchant', async (c) => {
    const body = await readObject(c);
    if (typeof body === 'string') return badRequest(c, body);
    const update = parseMerchantUpdate(body);
    if (typeof update === 'string') return badRequest(c, update);
    const targets = targetMerchants(state, body.merchant);
    if (typeof targets === 'string') return c.json({ error: targets }, HTTP_NOT_FOUND);
    for (const merchant of targets) {
      const { seed } = merchant;
      merchant.seed = {
        ...seed,
        whitelabelVal: { ...seed.whitelabelVal, ...update.whitelabelVal },
        gw: { ...seed.gw, ...update.gw },
        registerCaptcha: update.registerCaptcha ?? seed.registerCaptcha,
        sms: update.smsProvider === undefined ? seed.sms : { ...seed.sms, provider: update.smsProvider },
        imageCaptchaAfter: update.imageCaptchaAfter === undefined ? seed.imageCaptchaAfter : update.imageCaptchaAfter,
        promotions: { ...seed.promotions, ...update.promotions },
        desktopAppFeature: update.desktopAppFeature ?? seed.desktopAppFeature,
      };
    }
    return c.json(Object.fromEntries(targets.map((merchant) => [merchant.seed.code, merchantSwitchesView(merchant)])));
  });

  // Ours: the tracking uploads the app made, newest last (`?merchant=` for one merchant's).
  control.get('/tracking', (c) => c.json({ uploads: state.trackingUploads.list(c.req.query('merchant')) }));

  // Ours: the push tokens bound and the push calls made (`?merchant=` for one merchant's).
  control.get('/push', (c) => c.json(state.push.list(c.req.query('merchant'))));

  // Ours: the message FCM would deliver to a member's tokens (`username`) or a topic's (`topic`, default ALL).
  control.post('/push/message', async (c) => {
    const body = await readObject(c);
    if (typeof body === 'string') return badRequest(c, body);
    const message = parsePushMessage(body);
    if (typeof message === 'string') return badRequest(c, message);
    const merchant = typeof body.merchant === 'string' ? body.merchant : DEFAULT_MERCHANT;
    const member = message.username === undefined ? undefined : state.findMember(merchant, message.username);
    if (message.username !== undefined && member === undefined)
      return c.json({ error: `unknown member ${message.username}` }, HTTP_NOT_FOUND);
    const recipients = state.push.recipients(merchant, member ? { memberId: member.id } : { topic: message.topic ?? PUSH_TOPIC_ALL });
    return c.json({
      deliveries: recipients.map(({ registrationToken }) => ({ registrationToken, payload: fcmPayload(message, state.now()) })),
    });
  });

  // Ours: a merchant's advertising pixels (ids, consentRequired) at runtime; reset restores the seed.
  control.post('/analytics', async (c) => {
    const body = await readObject(c);
    if (typeof body === 'string') return badRequest(c, body);
    const { merchant: named, ...changes } = body;
    const update = parseAnalyticsUpdate(changes);
    if (typeof update === 'string') return badRequest(c, update);
    const targets = targetMerchants(state, named);
    if (typeof targets === 'string') return c.json({ error: targets }, HTTP_NOT_FOUND);
    for (const merchant of targets) merchant.seed = { ...merchant.seed, analytics: { ...merchant.seed.analytics, ...update } };
    return c.json(Object.fromEntries(targets.map((merchant) => [merchant.seed.code, merchant.seed.analytics])));
  });

  // Ours: change the announcement lists at runtime (reset restores the seed): proves the popup's content-hash and day rules.
  control.get('/announcements', (c) =>
    c.json(Object.fromEntries([...state.merchants.values()].map((merchant) => [merchant.seed.code, merchant.seed.announcements]))),
  );

  control.post('/announcements', async (c) => {
    const body = await readObject(c);
    if (typeof body === 'string') return badRequest(c, body);
    const update = parseAnnouncementsUpdate(body);
    if (typeof update === 'string') return badRequest(c, update);
    const targets = targetMerchants(state, body.merchant);
    if (typeof targets === 'string') return c.json({ error: targets }, HTTP_NOT_FOUND);
    for (const merchant of targets) merchant.seed = { ...merchant.seed, announcements: update(merchant.seed.announcements) };
    return c.json(Object.fromEntries(targets.map((merchant) => [merchant.seed.code, merchant.seed.announcements])));
  });

  // Ours: a new deployment of the app, as update detection sees it (both asset manifests change).
  control.get('/deployment', (c) => c.json({ deployment: state.deployments.current }));
  control.post('/deployment', (c) => c.json({ deployment: state.deployments.deploy() }));

  registerAppDownloadControl(control, state, defaultMerchant);
  registerRulesControl(control, state);

  control.post('/rsa/rotate', (c) => c.json({ modulus: state.rsaKeys.rotate().modulusHex }));

  // Last: a route() sub-app's notFound is not used by the parent app, a catch-all is.
  control.all('*', (c) => c.json({ error: `no control route ${c.req.method} ${c.req.path}` }, HTTP_NOT_FOUND));

  return control;
}
