import { HelpPage } from '@lotto/account/help';
import '../store/account-feature';
import { TitledPage } from '../components/TitledPage';

/** /m/help (public): the help centre, its sections deep-linked by `#tag`. */
export function HelpScreen() {
  return (
    <TitledPage titleKey="account:title.help">
      <HelpPage />
    </TitledPage>
  );
}
