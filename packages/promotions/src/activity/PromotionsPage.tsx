import { useSearchParams } from 'react-router';
import { PROMOTION_ID_QUERY } from '../constants';
import { LoadFailed, Loading } from '../components/PageState';
import { usePromotions } from '../components/use-promotions';
import { PromotionDetail } from './PromotionDetail';
import { PromotionList } from './PromotionList';

/**
 * /m/activity: every promotion under its category tabs; `?id=` is one promotion's own page (a
 * promotion banner, an announcement's link, a card). One list answers both.
 */
export function PromotionsPage({ onAppDownload }: { onAppDownload?: () => void }) {
  const [params] = useSearchParams();
  const id = params.get(PROMOTION_ID_QUERY);
  const { promotions, loading, failed, retry } = usePromotions();
  return (
    <div className="promotions-page">
      {loading ? (
        <Loading />
      ) : failed ? (
        <LoadFailed onRetry={retry} />
      ) : id !== null ? (
        <PromotionDetail promotion={promotions.find((promotion) => String(promotion.id) === id)} onAppDownload={onAppDownload} />
      ) : (
        <PromotionList promotions={promotions} />
      )}
    </div>
  );
}
