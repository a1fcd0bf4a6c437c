import type { Hono } from 'hono';
import type { WpsDeps, WpsEnv } from '../wps/env';

/**
 * GET /wps/session/key/rsa: the modulus as bare hex in double quotes (docs/platform-calls.md,
 * Encrypted calls, step 1). Never cached: each encrypted call fetches its own key.
 */
export function registerSessionKeyRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.get('/session/key/rsa', (c) => {
    const key = state.rsaKeys.current();
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.body(`"${key.modulusHex}"`);
  });
}
