import { COUNTRIES } from './countries';
import { MEMBERS } from './members';
import { MERCHANTS } from './merchants';
import type { Seed } from './types';

export { DEFAULT_MERCHANT } from './merchants';
export { SEED_GA_SECRET, gaCodeFor } from './members';

export const DEFAULT_SEED: Seed = { countries: COUNTRIES, merchants: MERCHANTS, members: MEMBERS };
