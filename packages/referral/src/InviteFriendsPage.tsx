import { useSelector } from 'react-redux';
import { selectSessionInfo } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { REFERRAL_NAMESPACE } from './locales';
import { MemberInvite } from './MemberInvite';
import { VisitorInvite } from './VisitorInvite';
import './referral.css';

/**
 * The invite page (`/m/inviteFriends`, public: spec 000 §6, spec 001 §2), under the shell's title
 * bar: for a member their own code, link, QR code and count from the platform; for a visitor what
 * inviting friends is, and a log-in that comes back here.
 */
export function InviteFriendsPage() {
  const { t } = useTexts(REFERRAL_NAMESPACE);
  const token = useSelector(selectSessionInfo)?.token ?? null;
  return (
    <div className="referral">
      <div className="referral-intro">
        <p className="referral-intro__title">{t('intro.title')}</p>
        <p className="referral-intro__text">{t('intro.body')}</p>
      </div>
      {token === null ? <VisitorInvite /> : <MemberInvite token={token} />}
    </div>
  );
}
