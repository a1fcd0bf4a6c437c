import type { FeedbackMessages } from './messages';

/** Turkish feedback texts; same keys as EN.ts. */
export default {
  in_pls_login: 'Lütfen önce giriş yapın.',
  unknown_error: 'Bir sorun oluştu. Lütfen tekrar deneyin.',
  error: 'Hata',
  network_error: 'Ağ hatası / CORS hatası',
  network_offline: 'Ağ bağlantısı yok. Lütfen bağlantınızı kontrol edin.',
  back_online: 'Tekrar çevrimiçisiniz.',
  network_slowly: 'Ağ yavaş.',
} satisfies FeedbackMessages;
