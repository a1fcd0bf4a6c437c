import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { formatMoney, selectCommon, type CommonState } from '@lotto/app-core';
import { LANGUAGE_INFO, isSupportedLanguage, useTexts } from '@lotto/i18n';
import { PROMOTIONS_NAMESPACE } from '../locales';

/** Amounts, numbers and dates as the player's language writes them, money in the merchant's currency. */
export function useFormats() {
  const { i18n } = useTexts(PROMOTIONS_NAMESPACE);
  const { currency, currencySymbol } = useSelector((state: { common: CommonState }) => selectCommon(state));
  const locale = isSupportedLanguage(i18n.language) ? LANGUAGE_INFO[i18n.language].htmlLang : 'en';
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(locale);
    const dates = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' });
    const twoDigits = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
    return {
      locale,
      money: (value: number) => formatMoney(value, { currency: currency || null, currencySymbol: currencySymbol || null }, locale),
      number: (value: number) => numbers.format(value),
      date: (ms: number) => dates.format(ms),
      twoDigits: (value: number) => twoDigits.format(value),
    };
  }, [locale, currency, currencySymbol]);
}
