import type { MiddlewareHandler } from 'hono';
import { ERROR_CODES, sendFailure } from '../protocol/envelope';
import type { WpsEnv } from './env';
import type { SimState } from '../state/sim-state';

/**
 * Picks the merchant from the Merchant header (docs/platform-calls.md, Request headers): absent or
 * empty means the default merchant; sent twice (the Fetch API joins repeats with a comma) is
 * refused with 400, as the real platform does; an unknown code is a business failure.
 */
export function merchantMiddleware(state: SimState, defaultMerchant: string): MiddlewareHandler<WpsEnv> {
  return async (c, next) => {
    const header = c.req.header('merchant')?.trim() ?? '';
    if (header.includes(',')) {
      return sendFailure(c, ERROR_CODES.functionNotAvailable, 'Merchant header sent more than once', 400);
    }
    const code = header === '' ? defaultMerchant : header;
    const merchant = state.merchant(code);
    if (merchant === undefined) {
      return sendFailure(c, ERROR_CODES.merchantSetup, `Merchant ${code} is not set up`);
    }
    c.set('merchant', merchant);
    await next();
  };
}
