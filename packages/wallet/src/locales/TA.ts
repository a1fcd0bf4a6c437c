import type { WalletMessages } from './messages';

/** Tamil wallet texts; same keys as EN.ts. */
export default {
  balance: 'இருப்பு',
  refresh: 'இருப்பைப் புதுப்பி',
  show: 'இருப்பைக் காட்டு',
  hide: 'இருப்பை மறை',
  hidden: 'இருப்பு மறைக்கப்பட்டுள்ளது',
  unavailable: 'இருப்பு கிடைக்கவில்லை',
} satisfies WalletMessages;
