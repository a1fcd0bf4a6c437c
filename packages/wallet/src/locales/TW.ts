import type { WalletMessages } from './messages';

/** Traditional Chinese wallet texts; same keys as EN.ts. */
export default {
  balance: '餘額',
  refresh: '重新整理餘額',
  show: '顯示餘額',
  hide: '隱藏餘額',
  hidden: '餘額已隱藏',
  unavailable: '餘額暫時無法取得',
} satisfies WalletMessages;
