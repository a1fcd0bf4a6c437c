import type { WalletMessages } from './messages';

/** Burmese wallet texts; same keys as EN.ts. */
export default {
  balance: 'လက်ကျန်ငွေ',
  refresh: 'လက်ကျန်ငွေ ပြန်စစ်ရန်',
  show: 'လက်ကျန်ငွေ ပြရန်',
  hide: 'လက်ကျန်ငွေ ဖျောက်ရန်',
  hidden: 'လက်ကျန်ငွေ ဖျောက်ထားသည်',
  unavailable: 'လက်ကျန်ငွေ မရရှိနိုင်ပါ',
} satisfies WalletMessages;
