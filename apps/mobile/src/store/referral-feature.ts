// Loaded with the invite page: its code, texts and RTK Query (through server-data.ts) stay off the
// first screen; the QR encoder and the sanitiser come later still, each in a chunk of its own.
import '@lotto/referral/styles.css';
import { registerNamespace } from '@lotto/i18n';
import { REFERRAL_NAMESPACE, referralMessages } from '@lotto/referral';
import './server-data';

registerNamespace(REFERRAL_NAMESPACE, referralMessages);

export { InviteFriendsPage } from '@lotto/referral';
