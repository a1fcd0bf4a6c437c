import { Hono } from 'hono';
import { ERROR_CODES, sendFailure } from './protocol/envelope';
import type { WpsEnv } from './wps/env';
import { faultMiddleware } from './wps/fault-injection';
import type { IdentityVerifier } from './identity/identity-tokens';
import { merchantMiddleware } from './wps/merchant-header';
import { proxyMiddleware } from './wps/proxy';
import { requestLogMiddleware } from './wps/request-logging';
import { WPS_ROUTE_MODULES } from './routes/index';
import { registerInstalledAppManifest } from './routes/installed-app-manifest';
import { registerPingCors } from './routes/system';
import type { SimState } from './state/sim-state';
import { traceIdMiddleware } from './wps/trace-id';

export const WPS_BASE_PATH = '/wps';
const HTTP_NOT_FOUND = 404;

export interface WpsOptions {
  defaultMerchant: string;
  platformUrl: string | null;
  now: () => number;
  identityVerifier: IdentityVerifier | null;
}

/**
 * The platform API. Order matters: the trace id wraps everything; the log records each call
 * before anything can refuse it; faults come before forwarding so a test can slow or break a
 * real platform too; the Merchant check guards only the simulator's own handlers.
 */
export function createWpsApp(state: SimState, options: WpsOptions): Hono<WpsEnv> {
  const wps = new Hono<WpsEnv>();
  registerPingCors(wps);
  wps.use('*', async (c, next) => {
    c.set('state', state);
    await next();
  });
  wps.use('*', traceIdMiddleware());
  wps.use('*', requestLogMiddleware(state.requestLog, options.now));
  wps.use('*', faultMiddleware(state.faults));
  if (options.platformUrl !== null) {
    wps.use('*', proxyMiddleware(options.platformUrl));
    return wps;
  }
  registerInstalledAppManifest(wps, state);
  wps.use('*', merchantMiddleware(state, options.defaultMerchant));
  for (const register of WPS_ROUTE_MODULES) register(wps, { state, identityVerifier: options.identityVerifier });
  wps.all('*', (c) => sendFailure(c, ERROR_CODES.notFound, `No such call: ${c.req.method} ${c.req.path}`, HTTP_NOT_FOUND));
  return wps;
}
