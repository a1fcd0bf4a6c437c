import type { WalletMessages } from './messages';

/** Turkish wallet texts; same keys as EN.ts. */
export default {
  balance: 'Bakiye',
  refresh: 'Bakiyeyi yenile',
  show: 'Bakiyeyi göster',
  hide: 'Bakiyeyi gizle',
  hidden: 'Bakiye gizli',
  unavailable: 'Bakiye alınamadı',
} satisfies WalletMessages;
