// The package's one stylesheet; the shell links the built copy as `@lotto/promotions/styles.css`.
import './promotions.css';

export { PROMOTIONS_NAMESPACE, promotionsMessages } from './locales';
export { PromotionsPage } from './activity/PromotionsPage';
export { RewardCenterPage } from './reward-center/RewardCenterPage';
export { CheckInPage } from './check-in/CheckInPage';
export { TypePage } from './type-pages/TypePage';
export { BenefitsPage } from './benefits/BenefitsPage';
