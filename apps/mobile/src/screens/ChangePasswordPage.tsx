import { ChangePasswordScreen } from '@lotto/auth';
import '@lotto/auth/styles.css';
import { TitledPage } from '../components/TitledPage';

export function ChangePasswordPage() {
  return (
    <TitledPage titleKey="title.changePassword">
      <ChangePasswordScreen />
    </TitledPage>
  );
}
