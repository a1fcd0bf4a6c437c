import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectCommon, type CommonState } from '@lotto/app-core';
import { formatMoney } from '@lotto/app-core/money';
import { LANGUAGE_INFO, isSupportedLanguage, useTexts } from '@lotto/i18n';
import { PROMOTIONS_NAMESPACE } from '../locales';

/** Amounts, numbers and dates as the player's language writes them, money in the merchant's currency. */
export function useFormats() {
  const { i18n } = useTexts(PROMOTIONS_NAMESPACE);
  const { currency, currencySymbol } = useSelector((state: { common: CommonState }) => selectCommon(state));
  const info = isSupportedLanguage(i18n.language) ? LANGUAGE_INFO[i18n.language] : null;
  const locale = info?.htmlLang ?? 'en';
  const rightToLeft = info?.dir === 'rtl';
  return useMemo(() => {
    const money = (value: number) => formatMoney(value, { currency: currency || null, currencySymbol: currencySymbol || null }, locale);
    const numbers = new Intl.NumberFormat(locale);
    const dates = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' });
    const twoDigits = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
    return {
      locale,
      money,
      // An amount inside a right-to-left sentence is isolated (first-strong isolate), or its symbol
      // and digits are reordered around the words next to it.
      moneyInText: (value: number) => (rightToLeft ? `\u2068${money(value)}\u2069` : money(value)),
      number: (value: number) => numbers.format(value),
      date: (ms: number) => dates.format(ms),
      twoDigits: (value: number) => twoDigits.format(value),
    };
  }, [locale, rightToLeft, currency, currencySymbol]);
}
