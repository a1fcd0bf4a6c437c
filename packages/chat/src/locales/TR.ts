import type { ChatMessages } from './messages';

/** Turkish chat texts; same keys as EN.ts. */
export default {
  customer_service: 'Müşteri hizmetleri',
  customer_service_unread_one: 'Müşteri hizmetleri, {{count}} okunmamış',
  customer_service_unread_other: 'Müşteri hizmetleri, {{count}} okunmamış',
  unread_one: '{{count}} okunmamış mesaj',
  unread_other: '{{count}} okunmamış mesaj',
  choose_service: 'Müşteri hizmetlerini seçin',
  no_permissions: 'Sohbeti kullanma izniniz yok.',
  launch_failed: 'Sohbet açılamadı. Lütfen tekrar deneyin.',
  launching: 'Sohbet açılıyor…',
  redirect_refused: 'Bu bağlantı listemizde olmayan bir siteye gidiyor, bu nedenle oraya yönlendirilmediniz.',
} satisfies ChatMessages;
