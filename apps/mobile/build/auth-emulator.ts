/**
 * The Firebase Auth emulator as a build switch: `LOTTO_AUTH_EMULATOR=host:port pnpm build` makes a
 * build whose sign-in talks to the emulator at that address (the journeys' build and `pnpm start`'s:
 * scripts/lib/auth-emulator.mjs), and whose policy names it instead of Google's hosts. Without it the
 * build is a production one: no merchant file names the emulator, so no emulator address reaches
 * the shipped policy or code. turbo.json declares the variable, so the two never share a cache entry.
 */
const AUTH_EMULATOR_ENV = 'LOTTO_AUTH_EMULATOR';

/** Firebase's own form for an emulator's address: a host and a port, no scheme, no path. */
const HOST_AND_PORT = /^[a-z0-9.-]+:\d{1,5}$/i;

/** The emulator's origin from the build's environment, or null for a production build (unset or empty). */
export function authEmulatorUrl(env: Readonly<Record<string, string | undefined>>): string | null {
  const value = env[AUTH_EMULATOR_ENV]?.trim() ?? '';
  if (value === '') return null;
  if (!HOST_AND_PORT.test(value)) throw new Error(`${AUTH_EMULATOR_ENV} must be host:port (e.g. 127.0.0.1:9099), not "${value}"`);
  return `http://${value}`;
}
