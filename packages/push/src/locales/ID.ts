import type { PushMessages } from './messages';

/** Indonesian push texts; same keys as EN.ts. */
export default {
  prompt_title: 'Notifikasi',
  prompt_text: 'Aktifkan notifikasi untuk mengetahui hasil undian, promosi, dan kabar akun Anda.',
  prompt_allow: 'Aktifkan',
  prompt_later: 'Nanti saja',
  notification_request_tips: 'Notifikasi diblokir. Untuk menerimanya, izinkan notifikasi untuk situs ini di pengaturan browser Anda.',
  tips_close: 'OK',
} satisfies PushMessages;
