import type { InstallMessages } from './messages';

/** Burmese install texts; same keys as EN.ts. */
export default {
  update_title: 'ဗားရှင်းအသစ်',
  update_found: 'ဗားရှင်းအသစ် တွေ့ရှိပါသည်၊ ပြန်လည်စတင်ရန် နှိပ်ပါ',
  refresh: 'ပြန်လည်စတင်ရန်',
  upgrade_title: 'အက်ပ်ဗားရှင်းအသစ် ရနိုင်ပါပြီ',
  upgrade_description: 'နောက်ဆုံးလုပ်ဆောင်ချက်များနှင့် ပြင်ဆင်မှုများအတွက် ယခု အပ်ဒိတ်လုပ်ပါ။',
  upgrade_update_now: 'ယခု အပ်ဒိတ်လုပ်ရန်',
  download_starting: 'ဒေါင်းလုဒ် စတင်နေပါပြီ။ မစတင်ပါက ဒေါင်းလုဒ်ကို နှိပ်ပါ။',
  download_button: 'ဒေါင်းလုဒ်',
  download_none: 'ဤစက်အတွက် ဒေါင်းလုဒ် မရှိပါ။',
  download_choose: 'သင့်စက်အတွက် အက်ပ်ကို ရွေးချယ်ပါ။',
  offline_title: 'အော့ဖ်လိုင်း',
  offline_message: 'သင် အော့ဖ်လိုင်း ဖြစ်နေသည်။ အက်ပ်ကို ဤစက်မှ ဖွင့်ထားသည်; ကွန်ရက်လိုအပ်သည့်အရာများကို အွန်လိုင်းပြန်ဖြစ်သောအခါ ဖွင့်ပါမည်။',
} satisfies InstallMessages;
