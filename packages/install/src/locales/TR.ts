import type { InstallMessages } from './messages';

/** Turkish install texts; same keys as EN.ts. */
export default {
  update_title: 'Yeni sürüm',
  update_found: 'Yeni sürüm bulundu, yenile düğmesine tıklayın',
  refresh: 'Yenile',
  upgrade_title: 'Uygulamanın yeni sürümü var',
  upgrade_description: 'En yeni özellikler ve düzeltmeler için şimdi güncelleyin.',
  upgrade_update_now: 'Şimdi Güncelle',
  download_starting: "İndirme başlıyor. Başlamazsa İndir'e dokunun.",
  download_button: 'İndir',
  download_none: 'Bu cihaz için indirme yok.',
  download_choose: 'Cihazınız için uygulamayı seçin.',
  offline_title: 'Çevrimdışı',
  offline_message: 'Çevrimdışısınız. Uygulama bu cihazdan açıldı; ağ gerektirenler yeniden çevrimiçi olduğunuzda yüklenecek.',
} satisfies InstallMessages;
