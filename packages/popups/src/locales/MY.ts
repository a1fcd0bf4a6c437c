import type { PopupsMessages } from './messages';

/** Burmese popups texts; same keys as EN.ts. */
export default {
  banners_label: 'ပရိုမိုးရှင်းများ',
  slide_of: 'ဆလိုက် {{total}} ခုအနက် {{current}}',
  previous: 'ယခင်',
  next: 'နောက်',
  pause: 'ဆလိုက်ရပ်ရန်',
  play: 'ဆလိုက်ဖွင့်ရန်',
  announcement: 'ကြေညာချက်',
  hide_today: 'ယနေ့ မပြပါနှင့်',
  hide_again: 'ဤပေါ့ပ်အပ်ကို နောက်ထပ် မပြပါနှင့်',
  must_read: 'ပိတ်ရန် စာမျက်နှာအားလုံးဖတ်ပါ ({{total}} အနက် {{seen}} ဖတ်ပြီး)',
  close: 'ပိတ်ရန်',
  go_to_activity: 'လှုပ်ရှားမှုသို့ သွားရန်',
  know_it: 'သိပြီ',
  welcome: 'ကြိုဆိုပါသည်',
  save_image: 'ပုံသိမ်းရန်',
  copy_link: 'လင့်ခ်ကူးရန်',
  link_copied: 'လင့်ခ်ကူးပြီးပါပြီ',
  copy_failed: 'ဤလင့်ခ်ကို ကူးပါ-',
  notices_label: 'အသိပေးချက်များ',
  notices_pause: 'အသိပေးချက်များ ရပ်ရန်',
  notices_play: 'အသိပေးချက်များ ဖွင့်ရန်',
  notices_title: 'အသိပေးချက်များ',
  notices_failed: 'အသိပေးချက်များကို ဖွင့်၍မရပါ။',
  retry: 'ထပ်စမ်းပါ',
} satisfies PopupsMessages;
