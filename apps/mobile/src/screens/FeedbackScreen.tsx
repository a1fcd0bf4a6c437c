import { FeedbackPage } from '@lotto/account/feedback';
import { PATHS } from '@lotto/app-core';
import '../store/account-feature';
import { TitledPage } from '../components/TitledPage';

/** /m/feedback (members; a visitor is sent home by the guard, spec 001 §2). */
export function FeedbackScreen() {
  return (
    <TitledPage titleKey="title.feedback" backTo={PATHS.memberHome}>
      <FeedbackPage />
    </TitledPage>
  );
}
