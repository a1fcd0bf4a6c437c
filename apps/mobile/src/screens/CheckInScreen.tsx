import { CheckInPage } from '@lotto/promotions';
import '../store/promotions-feature';
import { TitledPage } from '../components/TitledPage';

/** /m/activity/signIn: the daily check-in (the LOGIN go-to target). */
export function CheckInScreen() {
  return (
    <TitledPage titleKey="title.activitySignIn">
      <CheckInPage />
    </TitledPage>
  );
}
