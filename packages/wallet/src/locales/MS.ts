import type { WalletMessages } from './messages';

/** Malay wallet texts; same keys as EN.ts. */
export default {
  balance: 'Baki',
  refresh: 'Muat semula baki',
  show: 'Tunjukkan baki',
  hide: 'Sembunyikan baki',
  hidden: 'Baki disembunyikan',
  unavailable: 'Baki tidak tersedia',
} satisfies WalletMessages;
