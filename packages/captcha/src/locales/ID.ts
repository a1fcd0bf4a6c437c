import type { CaptchaMessages } from './messages';

export default {
  'status.label': 'Pemeriksaan keamanan',
  'status.loading': 'Memuat pemeriksaan keamanan…',
  'status.waiting': 'Pemeriksaan keamanan siap',
  'status.verifying': 'Memverifikasi…',
  'status.success': 'Terverifikasi',
  user_error: 'Kesalahan {{code}}: {{message}}',
  unknown_error: 'Pemeriksaan keamanan gagal.',
  network_failure: 'Kegagalan jaringan',
  retry: 'Ketuk untuk mencoba lagi',
  verify_first: 'Harap selesaikan verifikasi terlebih dahulu',
  too_fast: 'Terlalu cepat: satu verifikasi dalam satu waktu. Harap tunggu.',
  geetest_not_work: 'Layanan Geetest tidak berfungsi',
} satisfies CaptchaMessages;
