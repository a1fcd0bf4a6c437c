import { displayCurrency } from './currency';

const ISO_CURRENCY = /^[A-Z]{3}$/;

/**
 * An amount in the member's currency, as the player's language writes money: through `Intl` where
 * the platform names a three-letter currency (TLB shown as PHP), else the platform's symbol before
 * the number, or its unit after it. A currency keeps its own decimals (none for VND), any other
 * amount two.
 */
export function formatMoney(
  value: number,
  { currency, currencySymbol }: { currency: string | null; currencySymbol: string | null },
  locale: string,
): string {
  const raw = currency?.trim().toUpperCase() ?? '';
  // A three-letter code is a currency (TLB shown as PHP); anything longer is a unit of the merchant's own.
  const code = ISO_CURRENCY.test(raw) ? displayCurrency(raw) : '';
  if (code) {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).format(value);
    } catch {
      // An engine without narrowSymbol (Safari 12) or a code Intl does not know: the plain form below.
    }
  }
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  return currencySymbol ? `${currencySymbol} ${number}` : raw ? `${number} ${raw}` : number;
}

/**
 * Formats one amount ahead of the amounts, in an idle moment: an engine's first currency format
 * for a language loads its locale data (about 50 ms on a slow phone, issue 29), which would
 * otherwise fall in the render that shows them. Returns the cancel. Where the browser has no idle
 * callback (Safari), nothing is done ahead.
 */
export function prepareMoney(money: { currency: string | null; currencySymbol: string | null }, locale: string): () => void {
  if (typeof requestIdleCallback !== 'function') return () => undefined;
  const idle = requestIdleCallback(() => void formatMoney(0, money, locale));
  return () => cancelIdleCallback(idle);
}
