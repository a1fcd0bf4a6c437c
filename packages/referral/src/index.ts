export { InviteFriendsPage } from './InviteFriendsPage';
export { REFERRAL_NAMESPACE, referralMessages } from './locales';
