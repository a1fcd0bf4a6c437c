import { PromotionsPage } from '@lotto/promotions';
import '../store/promotions-feature';
import { TitledPage } from '../components/TitledPage';
import { usePromotionShell } from './use-promotion-shell';

/** /m/activity: the promotions, and `?id=` one promotion's own page (spec 001 §2). */
export function ActivityPage() {
  const { onAppDownload } = usePromotionShell();
  return (
    <TitledPage titleKey="title.activity">
      <PromotionsPage onAppDownload={onAppDownload} />
    </TitledPage>
  );
}
