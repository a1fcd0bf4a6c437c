import type { Hono } from 'hono';
import { ERROR_CODES, sendFailure } from '../protocol/envelope';
import type { WpsEnv } from '../wps/env';
import type { SimState } from '../state/sim-state';
import { installedAppManifest } from '../serving/templates';

const MANIFEST_CONTENT_TYPE = 'application/manifest+json; charset=utf-8';
const HTTP_NOT_FOUND = 404;

/**
 * GET /wps/system/manifest.json?merchantCode= (spec 000 §7, spec 001 §7). The browser fetches a
 * linked manifest itself, with no Merchant header, so the merchant is the query's and the route is
 * registered before the Merchant check; the answer is the manifest itself, not an envelope.
 */
export function registerInstalledAppManifest(router: Hono<WpsEnv>, state: SimState): void {
  router.get('/system/manifest.json', (c) => {
    const merchant = state.merchant(c.req.query('merchantCode') ?? '');
    if (merchant === undefined) return sendFailure(c, ERROR_CODES.merchantSetup, 'Unknown merchantCode', HTTP_NOT_FOUND);
    return c.body(JSON.stringify(installedAppManifest(merchant.seed)), 200, { 'Content-Type': MANIFEST_CONTENT_TYPE });
  });
}
