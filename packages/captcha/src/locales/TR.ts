import type { CaptchaMessages } from './messages';

export default {
  'status.label': 'Güvenlik kontrolü',
  'status.loading': 'Güvenlik kontrolü yükleniyor…',
  'status.waiting': 'Güvenlik kontrolü hazır',
  'status.verifying': 'Doğrulanıyor…',
  'status.success': 'Doğrulandı',
  user_error: 'Hata {{code}}: {{message}}',
  unknown_error: 'Güvenlik kontrolü başarısız oldu.',
  network_failure: 'Ağ hatası',
  retry: 'Yeniden denemek için dokunun',
  verify_first: 'Lütfen önce doğrulamayı tamamlayın',
  too_fast: 'Çok hızlı: aynı anda tek doğrulama. Lütfen bekleyin.',
  geetest_not_work: 'Geetest hizmeti çalışmıyor',
} satisfies CaptchaMessages;
