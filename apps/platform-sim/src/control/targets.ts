import type { MerchantState, SimState } from '../state/sim-state';
import { refuse, type JsonObject } from './request-body';

/** The merchants a change applies to: the one named, or all of them when none is; else why not. */
export function targetMerchants(state: SimState, merchant: unknown): MerchantState[] | string {
  if (merchant === undefined) return [...state.merchants.values()];
  if (typeof merchant !== 'string') return 'merchant must be a string';
  const found = state.merchant(merchant);
  return found === undefined ? `unknown merchant ${merchant}` : [found];
}

/** Each merchant's view, keyed by merchant code: what the GET routes and most POST routes answer. */
export function byMerchant<T>(merchants: Iterable<MerchantState>, view: (merchant: MerchantState) => T): Record<string, T> {
  return Object.fromEntries([...merchants].map((merchant) => [merchant.seed.code, view(merchant)]));
}

/** The member a body names by `username`, at `merchant` (the default merchant when it names none). */
export function memberReference(body: JsonObject, defaultMerchant: string): { merchant: string; username: string } {
  const merchant = body.merchant ?? defaultMerchant;
  const { username } = body;
  if (typeof merchant !== 'string') refuse('merchant must be a string');
  if (typeof username !== 'string') refuse('username must be a string');
  return { merchant, username };
}
