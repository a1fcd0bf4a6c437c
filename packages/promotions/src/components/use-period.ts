import { useTexts } from '@lotto/i18n';
import { PROMOTIONS_NAMESPACE } from '../locales';
import type { Promotion } from '../server-data/promotion-list';
import { useFormats } from './use-formats';

/** A promotion's period in the player's language: from start to end, or the one end the promotion has. */
export function usePeriod() {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  const { date } = useFormats();
  return ({ startDate, endDate }: Pick<Promotion, 'startDate' | 'endDate'>): string | null => {
    const start = typeof startDate === 'number' ? date(startDate) : null;
    const end = typeof endDate === 'number' ? date(endDate) : null;
    if (start && end) return t('promotion.period', { start, end });
    if (start) return t('promotion.from', { start });
    if (end) return t('promotion.until', { end });
    return null;
  };
}
