import type { UiMessages } from './messages';

export default {
  notice: 'Bildirim',
  confirm: 'Onayla',
  close: 'Kapat',
  reference: 'Referans: {{traceId}}',
  loading: 'Yükleniyor',
} satisfies UiMessages;
