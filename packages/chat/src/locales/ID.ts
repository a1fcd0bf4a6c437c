import type { ChatMessages } from './messages';

/** Indonesian chat texts; same keys as EN.ts. */
export default {
  customer_service: 'Layanan pelanggan',
  customer_service_unread_other: 'Layanan pelanggan, {{count}} belum dibaca',
  unread_other: '{{count}} pesan belum dibaca',
  choose_service: 'Pilih layanan pelanggan',
  no_permissions: 'Anda tidak memiliki izin untuk menggunakan obrolan.',
  launch_failed: 'Obrolan tidak dapat dibuka. Silakan coba lagi.',
  launching: 'Membuka obrolan…',
  redirect_refused: 'Tautan ini mengarah ke situs yang tidak ada di daftar kami, jadi Anda tidak diarahkan ke sana.',
} satisfies ChatMessages;
