import type { MemberInfo } from '@lotto/api-client';
import type { AccountMessageKey } from './locales/messages';

/** One line of the account's details: what it is, and its value as shown. */
export interface DetailRow {
  label: AccountMessageKey;
  value: string;
  /** Reads left to right in every language (a phone number: in Urdu its "+" and digits must not mirror). */
  ltr?: boolean;
  /**
   * The value's pieces, each read in its own direction: in Urdu a date with a Latin "AM" beside a
   * place in Latin letters ran together into one mirrored line ("AM · Manila, 11:45 …").
   */
  parts?: readonly string[];
}

/** Between the pieces of one value (the last login's time and place). */
export const DETAIL_SEPARATOR = ' · ';

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
// Spelt out rather than dateStyle/timeStyle, which Safari 12 lacks.
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: '2-digit', minute: '2-digit' };

/** A time the platform gave as ms or as a date text; null when it reads as neither. */
function moment(value: number | string | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

function formatted(value: number | string | undefined, locale: string, options: Intl.DateTimeFormatOptions): string {
  const at = moment(value);
  return at === null ? '' : new Intl.DateTimeFormat(locale, options).format(at);
}

/**
 * What the account page lists of the member (docs/platform-calls.md, `GET /wps/member/info`): the
 * nickname, the account (the session's username until member info comes), the mobile number as the
 * platform masks it, the registration date and the last login with where it came from. A value the
 * platform did not give is left out. `locale` is the page's language, for dates in its own words.
 */
export function accountDetails(member: MemberInfo | null, userName: string | undefined, locale: string): DetailRow[] {
  const lastLogin = formatted(member?.lastLogin, locale, DATE_TIME);
  const place = member?.lastLoginLocation?.trim() ?? '';
  const rows: DetailRow[] = [
    { label: 'me.nickname', value: member?.nickname ?? '' },
    { label: 'me.account', value: member?.account ?? userName ?? '' },
    { label: 'me.mobile', value: member?.mobile ?? '', ltr: true },
    { label: 'me.since', value: formatted(member?.regDate, locale, DATE) },
    { label: 'me.lastLogin', value: [lastLogin, place].filter(Boolean).join(DETAIL_SEPARATOR), parts: [lastLogin, place].filter(Boolean) },
  ];
  return rows.filter((row) => row.value !== '');
}
