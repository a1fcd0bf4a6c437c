import type { WalletMessages } from './messages';

/** Korean wallet texts; same keys as EN.ts. */
export default {
  balance: '잔액',
  refresh: '잔액 새로고침',
  show: '잔액 보기',
  hide: '잔액 숨기기',
  hidden: '잔액 숨김',
  unavailable: '잔액을 불러올 수 없습니다',
} satisfies WalletMessages;
