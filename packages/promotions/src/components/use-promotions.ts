import { useTexts } from '@lotto/i18n';
import { PROMOTIONS_NAMESPACE } from '../locales';
import { usePromotionListQuery } from '../server-data/promotion-list';

/** The promotion list in the player's language: asked again when the language changes. */
export function usePromotions() {
  const { i18n } = useTexts(PROMOTIONS_NAMESPACE);
  const { data, isLoading, isError, isFetching, refetch } = usePromotionListQuery(i18n.language);
  return { promotions: data ?? [], loading: isLoading, failed: isError && !isFetching, retry: () => void refetch() };
}
