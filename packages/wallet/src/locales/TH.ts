import type { WalletMessages } from './messages';

/** Thai wallet texts; same keys as EN.ts. */
export default {
  balance: 'ยอดเงิน',
  refresh: 'รีเฟรชยอดเงิน',
  show: 'แสดงยอดเงิน',
  hide: 'ซ่อนยอดเงิน',
  hidden: 'ซ่อนยอดเงินอยู่',
  unavailable: 'ไม่สามารถแสดงยอดเงินได้',
} satisfies WalletMessages;
