import { InviteFriendsPage } from '../store/referral-feature';
import { TitledPage } from '../components/TitledPage';

/** /m/inviteFriends (public, spec 001 §2): the referral package's page under the shell's title bar. */
export function InviteFriendsScreen() {
  return (
    <TitledPage titleKey="title.inviteFriends">
      <InviteFriendsPage />
    </TitledPage>
  );
}
