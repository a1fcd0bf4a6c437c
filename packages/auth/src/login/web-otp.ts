/**
 * The WebOTP API fills the SMS code from the message where the browser has it (Chrome on
 * Android); elsewhere `autocomplete="one-time-code"` lets the keyboard offer it.
 */
export function listenForOneTimeCode(onCode: (code: string) => void): () => void {
  if (typeof window === 'undefined' || !('OTPCredential' in window) || !navigator.credentials) return () => undefined;
  const controller = new AbortController();
  navigator.credentials
    .get({ otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions)
    .then((credential) => {
      const code = (credential as (Credential & { code?: string }) | null)?.code;
      if (code) onCode(code);
    })
    .catch(() => undefined);
  return () => controller.abort();
}
