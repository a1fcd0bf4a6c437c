import type { IdentityVerifier } from '../identity/identity-tokens';
import type { LoggedRequest } from '../state/request-log';
import type { MerchantState, SimState } from '../state/sim-state';

/**
 * Hono environment of the /wps routes: the merchant chosen by the Merchant header, the
 * simulator's state, and this request's log entry (handlers may add to it, e.g. `decrypted`).
 */
export interface WpsEnv {
  Variables: {
    merchant: MerchantState;
    state: SimState;
    loggedRequest: LoggedRequest | undefined;
  };
}

/** What a /wps route module gets besides its router. */
export interface WpsDeps {
  state: SimState;
  /** Checks identity-provider (Firebase) ID tokens; absent or null: the firebase calls answer function.not.available. */
  identityVerifier?: IdentityVerifier | null;
}
