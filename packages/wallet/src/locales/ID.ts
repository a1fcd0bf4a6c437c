import type { WalletMessages } from './messages';

/** Indonesian wallet texts; same keys as EN.ts. */
export default {
  balance: 'Saldo',
  refresh: 'Muat ulang saldo',
  show: 'Tampilkan saldo',
  hide: 'Sembunyikan saldo',
  hidden: 'Saldo disembunyikan',
  unavailable: 'Saldo tidak tersedia',
} satisfies WalletMessages;
