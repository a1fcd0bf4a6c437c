import type { CaptchaMessages } from './messages';

export default {
  'status.label': 'လုံခြုံရေး စစ်ဆေးမှု',
  'status.loading': 'လုံခြုံရေး စစ်ဆေးမှုကို ဖွင့်နေသည်…',
  'status.waiting': 'လုံခြုံရေး စစ်ဆေးမှု အသင့်ဖြစ်ပြီ',
  'status.verifying': 'အတည်ပြုနေသည်…',
  'status.success': 'အတည်ပြုပြီး',
  user_error: 'အမှား {{code}}: {{message}}',
  unknown_error: 'လုံခြုံရေး စစ်ဆေးမှု မအောင်မြင်ပါ။',
  network_failure: 'ကွန်ရက် ချို့ယွင်းမှု',
  retry: 'ထပ်ကြိုးစားရန် နှိပ်ပါ',
  verify_first: 'ကျေးဇူးပြု၍ အတည်ပြုခြင်းကို အရင်ပြီးအောင်လုပ်ပါ',
  too_fast: 'မြန်လွန်းသည်- တစ်ကြိမ်လျှင် အတည်ပြုမှု တစ်ခုသာ။ ခဏစောင့်ပါ။',
  geetest_not_work: 'Geetest ဝန်ဆောင်မှု အလုပ်မလုပ်ပါ',
} satisfies CaptchaMessages;
