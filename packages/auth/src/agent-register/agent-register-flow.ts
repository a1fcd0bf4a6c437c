import { PATHS } from '@lotto/app-core';
import { buildRegisterPayload, type PayloadContext, type RegisterForm } from '../register/register-payload';
import type { CaptchaFields } from '../types';

/** The member's own referral link (spec 000 §6): the registration page with the code as `r`. */
export function referralLink(origin: string, referralCode: string): string {
  const url = new URL(PATHS.register, origin);
  url.searchParams.set('r', referralCode);
  return url.toString();
}

/**
 * An agent registers a player under them: the username register payload with the agent's own
 * referral code and `login: false`, so no session is started and the agent stays signed in.
 * The codes the agent's own browser carries (an affiliate, ad click ids) are the agent's visit,
 * not the new player's, so they stay out.
 */
export function buildAgentRegisterPayload(
  form: RegisterForm,
  captcha: CaptchaFields,
  context: Omit<PayloadContext, 'search' | 'saved' | 'stored'>,
  referralCode: string,
): Record<string, unknown> {
  const payload = buildRegisterPayload(form, captcha, { ...context, search: '', saved: {}, stored: {} });
  return { ...payload, referralCode, login: false };
}
