import { REDIRECT_QUERY, TOKEN_QUERY_NAMES } from '@lotto/app-core';

/** White-label flag (simulator name, documented there): the merchant allows auto-login. */
export const AUTO_LOGIN_FLAG = 'autoLogin';

export interface AutoLoginInput {
  hasSession: boolean;
  search: string;
  merchantFlag: boolean;
  storedValue: string | null;
  remembered: { type: string; merchant: string; password?: string } | null;
  merchant: string;
}

/**
 * Spec 000 §4: skipped with a token or session, with redirectUrl or backUrl in the address,
 * with the merchant flag off, with the stored value 0, for another merchant's record, and
 * for SMS logins (no password is kept for them).
 */
export function shouldAutoLogin(input: AutoLoginInput): boolean {
  if (input.hasSession) return false;
  const params = new URLSearchParams(input.search);
  if (params.has(REDIRECT_QUERY) || params.has('backUrl') || TOKEN_QUERY_NAMES.some((name) => params.has(name))) return false;
  if (!input.merchantFlag || input.storedValue === '0') return false;
  const remembered = input.remembered;
  if (!remembered || remembered.merchant !== input.merchant || remembered.type === 'sms') return false;
  return Boolean(remembered.password);
}
