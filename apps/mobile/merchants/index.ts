import demo from './demo';
import demo2 from './demo2';
import type { MerchantFile } from './types';

/** Merchant files known to the build; `MERCHANT=<code>` picks one. */
export const MERCHANTS: Record<string, MerchantFile> = { demo, demo2 };
