import type { WalletMessages } from './messages';

/** Urdu wallet texts; same keys as EN.ts. */
export default {
  balance: 'بیلنس',
  refresh: 'بیلنس تازہ کریں',
  show: 'بیلنس دکھائیں',
  hide: 'بیلنس چھپائیں',
  hidden: 'بیلنس چھپا ہوا ہے',
  unavailable: 'بیلنس دستیاب نہیں',
} satisfies WalletMessages;
