import { COUNTRIES } from './countries';
import { MEMBERS } from './members';
import { MERCHANTS } from './merchants';
import type { Seed } from './types';

export { COUNTRIES } from './countries';
export { DEFAULT_MERCHANT, MERCHANTS } from './merchants';
export { DEFAULT_PASSWORD, MEMBERS, SEED_GA_SECRET, SEED_PASSWORD, gaCodeFor } from './members';
export { WHITELABEL_FLAGS } from './flags';
export type { WhitelabelFlag } from './flags';
export type * from './types';

export const DEFAULT_SEED: Seed = { countries: COUNTRIES, merchants: MERCHANTS, members: MEMBERS };
