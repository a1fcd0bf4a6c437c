import { DEFAULT_MERCHANT } from '../../apps/mobile/build/merchant-builds.mjs';
import { test as base } from '../lib/fixtures';

/** Which merchant's build a smoke project serves (playwright.config.ts sets it per project). */
export interface MerchantSmokeOptions {
  merchant: string;
}

export const test = base.extend<MerchantSmokeOptions>({ merchant: [DEFAULT_MERCHANT, { option: true }] });
