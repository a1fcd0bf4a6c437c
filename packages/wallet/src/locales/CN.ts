import type { WalletMessages } from './messages';

/** Simplified Chinese wallet texts; same keys as EN.ts. */
export default {
  balance: '余额',
  refresh: '刷新余额',
  show: '显示余额',
  hide: '隐藏余额',
  hidden: '余额已隐藏',
  unavailable: '余额暂不可用',
} satisfies WalletMessages;
