import type { ChatMessages } from './messages';

/** Malay chat texts; same keys as EN.ts. */
export default {
  customer_service: 'Khidmat pelanggan',
  customer_service_unread_other: 'Khidmat pelanggan, {{count}} belum dibaca',
  unread_other: '{{count}} mesej belum dibaca',
  choose_service: 'Pilih khidmat pelanggan',
  no_permissions: 'Anda tiada kebenaran untuk menggunakan sembang.',
  launch_failed: 'Sembang tidak dapat dibuka. Sila cuba lagi.',
  launching: 'Membuka sembang…',
  redirect_refused: 'Pautan ini menuju ke laman yang tiada dalam senarai kami, jadi anda tidak dibawa ke sana.',
} satisfies ChatMessages;
