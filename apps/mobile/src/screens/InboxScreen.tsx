import { InboxPage } from '@lotto/account/inbox';
import { PATHS } from '@lotto/app-core';
import '../store/account-feature';
import { TitledPage } from '../components/TitledPage';

/** /m/inbox (members, where the merchant has it). */
export function InboxScreen() {
  return (
    <TitledPage titleKey="account:title.inbox" backTo={PATHS.memberHome}>
      <InboxPage />
    </TitledPage>
  );
}
