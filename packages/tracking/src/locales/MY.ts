import type { TrackingMessages } from './messages';

/** Burmese tracking texts; same keys as EN.ts. */
export default {
  consent_title: 'ကြော်ငြာနှင့် တိုင်းတာခြင်း',
  consent_text: 'ကျွန်ုပ်တို့၏ ကြော်ငြာများကို တိုင်းတာရန် ကြော်ငြာမိတ်ဖက်များ၏ pixel များကို အသုံးပြုပါသည်။ ခွင့်ပြုမလား?',
  consent_allow: 'ခွင့်ပြုမည်',
  consent_decline: 'ငြင်းပယ်မည်',
} satisfies TrackingMessages;
