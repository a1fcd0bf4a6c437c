import type { ChatMessages } from './messages';

/** Burmese chat texts; same keys as EN.ts. */
export default {
  customer_service: 'ဖောက်သည်ဝန်ဆောင်မှု',
  customer_service_unread_other: 'ဖောက်သည်ဝန်ဆောင်မှု၊ မဖတ်ရသေး {{count}}',
  unread_other: 'မဖတ်ရသေးသော မက်ဆေ့ချ် {{count}}',
  choose_service: 'ဖောက်သည်ဝန်ဆောင်မှု ရွေးပါ',
  no_permissions: 'ချက်တင်ကို သုံးခွင့် မရှိပါ။',
  launch_failed: 'ချက်တင်ကို ဖွင့်၍ မရပါ။ ထပ်စမ်းကြည့်ပါ။',
  launching: 'ချက်တင် ဖွင့်နေသည်…',
  redirect_refused: 'ဤလင့်ခ်သည် ကျွန်ုပ်တို့၏စာရင်းတွင်မပါသော ဆိုက်သို့ ဦးတည်သောကြောင့် သင့်ကို ထိုနေရာသို့ မပို့ပါ။',
} satisfies ChatMessages;
