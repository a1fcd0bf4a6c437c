import type { PushMessages } from './messages';

/** Turkish push texts; same keys as EN.ts. */
export default {
  prompt_title: 'Bildirimler',
  prompt_text: 'Çekiliş sonuçlarından, promosyonlardan ve hesabınızdaki gelişmelerden haberdar olmak için bildirimleri açın.',
  prompt_allow: 'Aç',
  prompt_later: 'Şimdi değil',
  notification_request_tips: 'Bildirimler engellendi. Almak için tarayıcı ayarlarınızda bu siteye bildirim izni verin.',
  tips_close: 'Tamam',
} satisfies PushMessages;
