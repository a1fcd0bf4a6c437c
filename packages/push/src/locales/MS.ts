import type { PushMessages } from './messages';

/** Malay push texts; same keys as EN.ts. */
export default {
  prompt_title: 'Pemberitahuan',
  prompt_text: 'Hidupkan pemberitahuan untuk mengetahui keputusan cabutan, promosi dan berita akaun anda.',
  prompt_allow: 'Hidupkan',
  prompt_later: 'Bukan sekarang',
  notification_request_tips: 'Pemberitahuan disekat. Untuk menerimanya, benarkan pemberitahuan bagi laman ini dalam tetapan pelayar anda.',
  tips_close: 'OK',
} satisfies PushMessages;
