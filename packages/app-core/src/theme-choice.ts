/**
 * The colour theme's rules (spec 001 §9: light unless the player chose otherwise), shared by the
 * account page that offers the choice and the head of index.html that puts it on before the first
 * paint (apps/mobile/build/theme-script.ts), so both read the kept value alike.
 */

/** What the page shows. */
export type ShownTheme = 'light' | 'dark';

/** What the player can choose: a fixed theme, or whatever the device prefers (following it live). */
export const THEME_CHOICES = ['light', 'dark', 'device'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const DEFAULT_THEME_CHOICE: ThemeChoice = 'light';

/** The media query of a device that prefers dark. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** Raised on window when the player chooses; its `detail` is the choice (storage may be blocked). */
export const THEME_CHOSEN_EVENT = 'lotto:theme';

/** A kept value as a choice: anything else (nothing, an old or foreign value) is the default. */
export function themeChoiceOf(kept: string | null | undefined): ThemeChoice {
  return (THEME_CHOICES as readonly string[]).includes(kept ?? '') ? (kept as ThemeChoice) : DEFAULT_THEME_CHOICE;
}

/** The theme a choice shows, given whether the device prefers dark. */
export function shownTheme(choice: ThemeChoice, devicePrefersDark: boolean): ShownTheme {
  if (choice === 'device') return devicePrefersDark ? 'dark' : 'light';
  return choice;
}
