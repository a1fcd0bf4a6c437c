import { useTexts } from '@lotto/i18n';
import { Tabs } from '@lotto/ui';
import { PROMOTIONS_NAMESPACE, type PromotionsMessageKey } from '../locales';
import type { Promotion } from '../server-data/promotion-list';
import { categoryTabs, promotionsOfTab } from '../rules/category-tabs';
import { PromotionCard } from '../components/PromotionCard';
import { EmptyState } from '../components/PageState';

/** Every promotion under the platform's category tabs, each a card leading to its page. */
export function PromotionList({ promotions }: { promotions: readonly Promotion[] }) {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  if (promotions.length === 0) return <EmptyState message={t('list.empty')}>{null}</EmptyState>;
  const tabs = categoryTabs(promotions).map((category) => ({
    id: category,
    label: t(`category.${category}` as PromotionsMessageKey),
    content: (
      <ul className="promotions-cards">
        {promotionsOfTab(category, promotions).map((promotion) => (
          <PromotionCard key={promotion.id} promotion={promotion} />
        ))}
      </ul>
    ),
  }));
  return <Tabs className="promotions-tabs" tabs={tabs} label={t('list.tabs')} />;
}
