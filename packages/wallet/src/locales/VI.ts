import type { WalletMessages } from './messages';

/** Vietnamese wallet texts; same keys as EN.ts. */
export default {
  balance: 'Số dư',
  refresh: 'Làm mới số dư',
  show: 'Hiện số dư',
  hide: 'Ẩn số dư',
  hidden: 'Số dư đang ẩn',
  unavailable: 'Không lấy được số dư',
} satisfies WalletMessages;
