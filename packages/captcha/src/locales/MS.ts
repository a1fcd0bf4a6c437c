import type { CaptchaMessages } from './messages';

export default {
  'status.label': 'Semakan keselamatan',
  'status.loading': 'Memuatkan semakan keselamatan…',
  'status.waiting': 'Semakan keselamatan sedia',
  'status.verifying': 'Mengesahkan…',
  'status.success': 'Disahkan',
  user_error: 'Ralat {{code}}: {{message}}',
  unknown_error: 'Semakan keselamatan gagal.',
  network_failure: 'Kegagalan rangkaian',
  retry: 'Ketik untuk cuba lagi',
  verify_first: 'Sila lengkapkan pengesahan dahulu',
  too_fast: 'Terlalu pantas: satu pengesahan pada satu masa. Sila tunggu.',
  geetest_not_work: 'Perkhidmatan Geetest tidak berfungsi',
} satisfies CaptchaMessages;
