import type { FeedbackMessages } from './messages';

/** Burmese feedback texts; same keys as EN.ts. */
export default {
  in_pls_login: 'ကျေးဇူးပြု၍ ဦးစွာ လော့ဂ်အင်ဝင်ပါ။',
  unknown_error: 'တစ်ခုခု မှားယွင်းသွားပါသည်။ ထပ်မံကြိုးစားပါ။',
  error: 'အမှား',
  network_error: 'ကွန်ရက် အမှား / CORS အမှား',
  network_offline: 'ကွန်ရက် ချိတ်ဆက်မှု မရှိပါ။ သင့်ချိတ်ဆက်မှုကို စစ်ဆေးပါ။',
  back_online: 'အွန်လိုင်းသို့ ပြန်လည်ချိတ်ဆက်မိပါပြီ။',
  network_slowly: 'ကွန်ရက် နှေးနေပါသည်။',
} satisfies FeedbackMessages;
