import { LoginScreen } from '@lotto/auth';
import '@lotto/auth/styles.css';
import { TitledPage } from '../components/TitledPage';

export function LoginPage() {
  return (
    <TitledPage titleKey="title.login">
      <LoginScreen />
    </TitledPage>
  );
}
