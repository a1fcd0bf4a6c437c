import type { WalletMessages } from './messages';

/** Hindi wallet texts; same keys as EN.ts. */
export default {
  balance: 'बैलेंस',
  refresh: 'बैलेंस रीफ़्रेश करें',
  show: 'बैलेंस दिखाएँ',
  hide: 'बैलेंस छिपाएँ',
  hidden: 'बैलेंस छिपा है',
  unavailable: 'बैलेंस उपलब्ध नहीं है',
} satisfies WalletMessages;
