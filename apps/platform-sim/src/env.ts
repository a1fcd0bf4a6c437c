import type { MerchantState, SimState } from './state';

/** Hono environment of the /wps routes: the merchant chosen by the Merchant header. */
export interface WpsEnv {
  Variables: {
    merchant: MerchantState;
  };
}

/** What a /wps route module gets besides its router. */
export interface WpsDeps {
  state: SimState;
}
