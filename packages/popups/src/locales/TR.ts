import type { PopupsMessages } from './messages';

/** Turkish popups texts; same keys as EN.ts. */
export default {
  banners_label: 'Promosyonlar',
  slide_of: 'Slayt {{current}} / {{total}}',
  previous: 'Önceki',
  next: 'Sonraki',
  pause: 'Slaytları duraklat',
  play: 'Slaytları oynat',
  announcement: 'Duyuru',
  hide_today: 'Bugün gösterme',
  hide_again: 'Bu açılır pencereyi bir daha gösterme',
  must_read: 'Kapatmak için tüm sayfaları okuyun ({{total}} sayfadan {{seen}} okundu)',
  close: 'Kapat',
  go_to_activity: 'Etkinliğe git',
  know_it: 'Anladım',
  welcome: 'Hoş geldiniz',
  save_image: 'Resmi kaydet',
  copy_link: 'Bağlantıyı kopyala',
  link_copied: 'Bağlantı kopyalandı',
  copy_failed: 'Bu bağlantıyı kopyalayın:',
  notices_label: 'Duyurular',
  notices_pause: 'Duyuruları duraklat',
  notices_play: 'Duyuruları oynat',
  notices_title: 'Duyurular',
  notices_failed: 'Duyurular yüklenemedi.',
  retry: 'Tekrar dene',
} satisfies PopupsMessages;
