import type { FeedbackMessages } from './messages';

/** Indonesian feedback texts; same keys as EN.ts. */
export default {
  in_pls_login: 'Silakan masuk terlebih dahulu.',
  unknown_error: 'Terjadi kesalahan. Silakan coba lagi.',
  error: 'Kesalahan',
  network_error: 'Kesalahan jaringan / Kesalahan CORS',
  network_offline: 'Jaringan terputus. Periksa koneksi Anda.',
  back_online: 'Anda kembali online.',
  network_slowly: 'Jaringan lambat.',
} satisfies FeedbackMessages;
