import type { WalletMessages } from './messages';

/** Japanese wallet texts; same keys as EN.ts. */
export default {
  balance: '残高',
  refresh: '残高を更新',
  show: '残高を表示',
  hide: '残高を隠す',
  hidden: '残高は非表示です',
  unavailable: '残高を取得できません',
} satisfies WalletMessages;
