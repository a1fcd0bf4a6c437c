import { BenefitsPage } from '@lotto/promotions';
import '../store/promotions-feature';
import { TitledPage } from '../components/TitledPage';

/** /m/member/benefits: the member's VIP level, progress and rules. */
export function BenefitsScreen() {
  return (
    <TitledPage titleKey="title.memberBenefits">
      <BenefitsPage />
    </TitledPage>
  );
}
