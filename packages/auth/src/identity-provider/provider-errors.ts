/**
 * The provider's error codes we have texts for (spec 000 §8: translated message plus
 * 'Code: …' and 'Reason: …'). Anything else reads as auth/unknown.
 */
const PROVIDER_ERROR_CODES = [
  'auth/unknown',
  'auth/code-expired',
  'auth/invalid-verification-code',
  'auth/missing-verification-code',
  'auth/invalid-phone-number',
  'auth/missing-phone-number',
  'auth/too-many-requests',
  'auth/quota-exceeded',
  'auth/network-request-failed',
  'auth/popup-blocked',
  'auth/user-disabled',
  'auth/operation-not-allowed',
  'auth/internal-error',
  'auth/captcha-check-failed',
] as const;

type ProviderErrorCode = (typeof PROVIDER_ERROR_CODES)[number];

export interface ProviderErrorParts {
  /** Key of the translated message, `providerError.<code>`. */
  messageKey: `providerError.${ProviderErrorCode}`;
  code: string;
  reason?: string;
}

/** Firebase's message reads "Firebase: <reason> (auth/<code>)."; the reason is what is left. */
function reasonOf(message: string, code: string): string | undefined {
  const reason = message
    .replace(/^Firebase:\s*/, '')
    .replace(`(${code})`, '')
    .replace(/\.\s*$/, '')
    .trim();
  return reason === '' || reason === 'Error' ? undefined : reason;
}

export function providerErrorParts(error: unknown): ProviderErrorParts {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const known = typeof code === 'string' && (PROVIDER_ERROR_CODES as readonly string[]).includes(code);
  const shownCode = typeof code === 'string' && code !== '' ? code : 'auth/unknown';
  const reason = typeof message === 'string' ? reasonOf(message, shownCode) : undefined;
  return {
    messageKey: `providerError.${known ? (code as ProviderErrorCode) : 'auth/unknown'}`,
    code: shownCode,
    ...(reason ? { reason } : {}),
  };
}
