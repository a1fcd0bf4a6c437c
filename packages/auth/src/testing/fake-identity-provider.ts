import type { IdentityProvider } from '../identity-provider/identity-provider';

/** Stories' and component tests' provider: answers at once with a token-shaped string, loads nothing. */
export function fakeIdentityProvider(): IdentityProvider {
  return {
    usesEmulator: true,
    async signInWithGoogle(options) {
      const account = await options?.pickEmulatorAccount?.();
      return account ? `fake.${btoa(account.email)}.token` : null;
    },
    async sendPhoneCode() {
      return { confirm: async (code) => `fake.${code}.token` };
    },
  };
}
