/** The Firebase Auth emulator's address (e2e/firebase.json): `pnpm start` runs it, the journeys sign in against it. */
export const AUTH_EMULATOR_HOST = '127.0.0.1:9099';

/**
 * The environment of an app build that signs in against the emulator (apps/mobile/build/auth-emulator.ts):
 * `pnpm start`'s and the journeys'. Without it `pnpm build` makes a production build, which names no
 * emulator in its policy or code.
 */
export const AUTH_EMULATOR_BUILD_ENV = { LOTTO_AUTH_EMULATOR: AUTH_EMULATOR_HOST };
