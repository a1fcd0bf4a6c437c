import type { PushMessages } from './messages';

/** Burmese push texts; same keys as EN.ts. */
export default {
  prompt_title: 'အသိပေးချက်များ',
  prompt_text: 'ထီပေါက်စဉ်ရလဒ်များ၊ ပရိုမိုးရှင်းများနှင့် သင့်အကောင့်သတင်းများကို သိရှိရန် အသိပေးချက်များကို ဖွင့်ပါ။',
  prompt_allow: 'ဖွင့်မည်',
  prompt_later: 'ယခုမဟုတ်ပါ',
  notification_request_tips: 'အသိပေးချက်များကို ပိတ်ထားသည်။ ရယူရန် သင့်ဘရောက်ဇာဆက်တင်တွင် ဤဆိုက်အတွက် အသိပေးချက်များကို ခွင့်ပြုပါ။',
  tips_close: 'အိုကေ',
} satisfies PushMessages;
