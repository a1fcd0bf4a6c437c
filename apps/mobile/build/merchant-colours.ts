import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MerchantFile } from '../merchants/types';
import { merchantThemes, type MerchantThemes } from './merchant-theme';
import type { ThemeColours } from './theme-script';

/** ui's design tokens, whose surfaces the merchant's colours are checked against. */
const TOKENS_CSS = resolve(dirname(fileURLToPath(import.meta.url)), '../../../packages/ui/src/tokens.css');

/** The merchant's colours for both themes, kept to WCAG AA against each theme's surfaces (build/merchant-theme.ts). */
export function merchantThemesOf(merchant: MerchantFile): MerchantThemes {
  return merchantThemes(merchant.theme, readFileSync(TOKENS_CSS, 'utf8'), merchant.darkTheme);
}

/** The browser bar's colour on each page: the merchant's, else (dark) the dark page's surface. */
export function themeColoursOf(merchant: MerchantFile): ThemeColours {
  return { light: merchant.themeColor, dark: merchant.darkThemeColor ?? merchantThemesOf(merchant).darkSurface };
}
