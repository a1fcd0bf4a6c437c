import { LANGUAGE_INFO, type LanguageCode } from '@lotto/i18n';

/** The `lang` tag for a platform language code ("PT-BR" → "pt-BR"); English when unknown. */
export function localeOf(language: string): string {
  return LANGUAGE_INFO[language as LanguageCode]?.htmlLang ?? 'en';
}

/**
 * The announced end of maintenance, written the way the page's language writes dates, in
 * the player's own time zone, which is named so nobody has to guess whose time it is.
 */
export function formatEndTime(endMs: number, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(endMs);
}
