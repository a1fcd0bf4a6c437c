import { applyThemeOverrides } from '@lotto/ui';
// The registry the app's build picks a merchant file from (apps/mobile/vite.config.ts): a merchant file added there is in the toolbar too.
import { MERCHANTS } from '../../mobile/merchants';
import type { MerchantFile } from '../../mobile/merchants/types';

/** The merchant a build serves when MERCHANT is unset (apps/mobile/build/merchant-builds.mjs); the toolbar starts on it. */
export const DEFAULT_STORY_MERCHANT = 'demo';

let selected: MerchantFile = MERCHANTS[DEFAULT_STORY_MERCHANT] ?? Object.values(MERCHANTS)[0]!;
let removeOverrides: () => void = () => undefined;

/** The toolbar's choices: each merchant file by code, titled with its name. */
export const merchantToolbarItems = Object.entries(MERCHANTS).map(([code, merchant]) => ({
  value: code,
  title: merchant.name,
  right: code,
}));

/**
 * Makes `code` the merchant the stories see: its token overrides on the document, as the app's start
 * applies them (applyThemeOverrides), and its name and logo through `@merchant`, which main.ts points here.
 */
export function selectStoryMerchant(code: string): void {
  const merchant = MERCHANTS[code];
  if (!merchant || merchant === selected) return;
  removeOverrides();
  selected = merchant;
  removeOverrides = applyThemeOverrides(merchant.theme);
}

removeOverrides = applyThemeOverrides(selected.theme);

/**
 * What the shell's `import merchant from '@merchant'` gives in Storybook: the chosen merchant file, read
 * at each use, so the toolbar changes what the next render shows (the shell reads it while rendering).
 */
const currentMerchant = new Proxy({} as MerchantFile, {
  get: (_target, key) => Reflect.get(selected, key),
  has: (_target, key) => Reflect.has(selected, key),
  ownKeys: () => Reflect.ownKeys(selected),
  getOwnPropertyDescriptor: (_target, key) => {
    const descriptor = Reflect.getOwnPropertyDescriptor(selected, key);
    return descriptor && { ...descriptor, configurable: true };
  },
});

export default currentMerchant;
