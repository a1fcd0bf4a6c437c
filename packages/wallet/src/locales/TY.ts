import type { WalletMessages } from './messages';

/** Filipino wallet texts; same keys as EN.ts. */
export default {
  balance: 'Balanse',
  refresh: 'I-refresh ang balanse',
  show: 'Ipakita ang balanse',
  hide: 'Itago ang balanse',
  hidden: 'Nakatago ang balanse',
  unavailable: 'Hindi makuha ang balanse',
} satisfies WalletMessages;
