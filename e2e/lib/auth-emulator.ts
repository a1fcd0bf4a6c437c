/**
 * The Firebase Auth emulator the identity-provider journeys sign in against. Host, port and
 * project match e2e/firebase.json, the demo merchant's project (apps/mobile/merchants/demo.ts) and the
 * journeys' build (scripts/lib/auth-emulator.mjs: LOTTO_AUTH_EMULATOR).
 */
export const AUTH_EMULATOR_HOST = '127.0.0.1:9099';
export const AUTH_EMULATOR_PROJECT = 'demo-lotto';
const base = `http://${AUTH_EMULATOR_HOST}/emulator/v1/projects/${AUTH_EMULATOR_PROJECT}`;

export const authEmulator = {
  /** Forgets every account, so each journey starts with unknown identities. */
  async clearAccounts() {
    const response = await fetch(`${base}/accounts`, { method: 'DELETE' });
    if (!response.ok) throw new Error(`auth emulator: clearing accounts answered ${response.status}`);
  },
  /** The code the emulator "sent" to a phone number (E.164), the latest first. */
  async verificationCode(phoneNumber: string): Promise<string> {
    const response = await fetch(`${base}/verificationCodes`);
    const { verificationCodes = [] } = (await response.json()) as { verificationCodes?: Array<{ phoneNumber: string; code: string }> };
    const match = verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber).at(-1);
    if (!match) throw new Error(`auth emulator: no code sent to ${phoneNumber}`);
    return match.code;
  },
};
