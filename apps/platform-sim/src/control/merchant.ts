import type { Hono } from 'hono';
import type { PromotionType } from '../seed/types';
import type { MerchantState, SimState } from '../state/sim-state';
import { found, isJsonObject, withJsonBody, accepted, type JsonObject } from './request-body';
import { byMerchant, targetMerchants } from './targets';

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

function parseGw(gw: unknown, update: MerchantUpdate): string | null {
  if (!isJsonObject(gw)) return 'gw must be an object';
  const { GEETEST_ID, GEETEST_VERSION, PROFILE_ICON_COUNT, ...rest } = gw;
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
  return null;
}

function parsePromotions(promotions: unknown, update: MerchantUpdate): string | null {
  if (!isJsonObject(promotions)) return 'promotions must be an object of booleans';
  for (const [type, on] of Object.entries(promotions)) {
    if (!isPromotionType(type)) return `promotions has an unknown type: ${type} (${PROMOTION_TYPES.join(', ')})`;
    if (typeof on !== 'boolean') return `promotions.${type} must be a boolean`;
    update.promotions[type] = on;
  }
  return null;
}

function parseMerchantUpdate(body: JsonObject): MerchantUpdate | string {
  const update: MerchantUpdate = { whitelabelVal: {}, gw: {}, promotions: {} };
  const { whitelabelVal, gw, registerCaptcha, sms, imageCaptchaAfter, promotions, desktopAppFeature } = body;
  if (desktopAppFeature !== undefined) {
    if (typeof desktopAppFeature !== 'boolean') return 'desktopAppFeature must be a boolean';
    update.desktopAppFeature = desktopAppFeature;
  }
  if (sms !== undefined) {
    const provider = isJsonObject(sms) ? sms.provider : undefined;
    if (typeof provider !== 'string' || !SMS_PROVIDERS.includes(provider)) return `sms.provider must be one of ${SMS_PROVIDERS.join(', ')}`;
    update.smsProvider = provider;
  }
  if (whitelabelVal !== undefined) {
    if (!isJsonObject(whitelabelVal)) return 'whitelabelVal must be an object of booleans';
    for (const [flag, on] of Object.entries(whitelabelVal)) {
      if (typeof on !== 'boolean') return `whitelabelVal.${flag} must be a boolean`;
      update.whitelabelVal[flag] = on;
    }
  }
  if (gw !== undefined) {
    const problem = parseGw(gw, update);
    if (problem !== null) return problem;
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
    const problem = parsePromotions(promotions, update);
    if (problem !== null) return problem;
  }
  return update;
}

function applyMerchantUpdate(merchant: MerchantState, update: MerchantUpdate): void {
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

/** Ours: switch a merchant's white-label flags, captcha settings and promotions at runtime (reset restores the seed). */
export function registerMerchantControl(control: Hono, state: SimState): void {
  control.get('/merchant', (c) => c.json(byMerchant(state.merchants.values(), merchantSwitchesView)));

  control.post(
    '/merchant',
    withJsonBody((body, c) => {
      const update = accepted(parseMerchantUpdate(body));
      const targets = found(targetMerchants(state, body.merchant));
      for (const merchant of targets) applyMerchantUpdate(merchant, update);
      return c.json(byMerchant(targets, merchantSwitchesView));
    }),
  );
}
