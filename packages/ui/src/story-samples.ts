import { useEffect, useState } from 'react';

/** Holds a hiding modal or sheet half-way through its exit so the state can be looked at. */
export const FREEZE_HIDING = `.ui-modal-root[data-state='hiding'] .ui-modal,
.ui-modal-root[data-state='hiding'] .ui-modal-backdrop {
  animation-delay: calc(var(--motion-modal) / -2) !important;
  animation-play-state: paused !important;
}`;

/** A demo dialog's open state: open at first, and with `startClosing` closed right after mounting, to show `hiding`. */
export function useStoryOpen(startClosing: boolean) {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (!startClosing) return;
    const timer = setTimeout(() => setOpen(false), 50);
    return () => clearTimeout(timer);
  }, [startClosing]);
  return [open, setOpen] as const;
}

/**
 * Demo content for the stories (not product texts, which live in locales/): English, and
 * Urdu so the right-to-left stories show real right-to-left text.
 */
const en = {
  modalTitle: 'Deposit',
  modalBody: 'Choose how much to deposit. The amount is credited to your wallet at once.',
  amount: 'Amount',
  pay: 'Pay now',
  cancel: 'Cancel',
  paragraph: 'Every draw closes five minutes before the result is announced. Bets placed after the close are refunded to your wallet.',
  sheetTitle: 'Choose a payment method',
  methods: ['Bank transfer', 'E-wallet', 'Prepaid card'],
  alertMessage: 'Your session has expired. Please log in again.',
  toastInfo: 'Copied to the clipboard',
  toastSuccess: 'Deposit received',
  toastError: 'Network error, please try again',
  tabs: ['Lottery', 'Slots', 'Live casino', 'Sports'],
  tabContent: 'Games of this lane',
  username: 'Username',
  usernameHint: '6 to 16 letters or digits',
  usernameError: 'This username is already taken',
  password: 'Password',
  passwordError: 'The password is incorrect',
  show: 'Show',
  country: 'Country',
  choose: 'Choose a country',
  countries: ['Philippines', 'Vietnam', 'Pakistan'],
  login: 'Log in',
  register: 'Register',
  forgot: 'Forgot password?',
};

export type StorySamples = typeof en;

const ur: StorySamples = {
  modalTitle: 'رقم جمع کریں',
  modalBody: 'جمع کرنے کے لیے رقم منتخب کریں۔ رقم فوراً آپ کے والیٹ میں شامل ہو جائے گی۔',
  amount: 'رقم',
  pay: 'ابھی ادائیگی کریں',
  cancel: 'منسوخ کریں',
  paragraph:
    'ہر قرعہ اندازی نتیجے کے اعلان سے پانچ منٹ پہلے بند ہو جاتی ہے۔ بند ہونے کے بعد لگائی گئی شرطیں آپ کے والیٹ میں واپس کر دی جاتی ہیں۔',
  sheetTitle: 'ادائیگی کا طریقہ منتخب کریں',
  methods: ['بینک ٹرانسفر', 'ای والیٹ', 'پری پیڈ کارڈ'],
  alertMessage: 'آپ کا سیشن ختم ہو گیا ہے۔ براہ کرم دوبارہ لاگ ان کریں۔',
  toastInfo: 'کلپ بورڈ پر کاپی ہو گیا',
  toastSuccess: 'رقم موصول ہو گئی',
  toastError: 'نیٹ ورک کی خرابی، دوبارہ کوشش کریں',
  tabs: ['لاٹری', 'سلاٹس', 'لائیو کیسینو', 'کھیل'],
  tabContent: 'اس زمرے کے کھیل',
  username: 'صارف نام',
  usernameHint: '6 سے 16 حروف یا ہندسے',
  usernameError: 'یہ صارف نام پہلے سے موجود ہے',
  password: 'پاس ورڈ',
  passwordError: 'پاس ورڈ درست نہیں ہے',
  show: 'دکھائیں',
  country: 'ملک',
  choose: 'ملک منتخب کریں',
  countries: ['فلپائن', 'ویتنام', 'پاکستان'],
  login: 'لاگ ان',
  register: 'رجسٹر کریں',
  forgot: 'پاس ورڈ بھول گئے؟',
};

export function storySamples(language: unknown): StorySamples {
  return language === 'UR' ? ur : en;
}

/** A stand-in merchant logo for the full-screen spinner. */
export const SAMPLE_LOGO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#f59e0b"/><text x="20" y="27" font-family="Arial" font-size="20" font-weight="bold" text-anchor="middle" fill="#111827">L</text></svg>',
  );
