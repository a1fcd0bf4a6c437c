import type { UiMessages } from './messages';

export default {
  notice: 'Bildirim',
  confirm: 'Onayla',
  cancel: 'Vazgeç',
  close: 'Kapat',
  reference: 'Referans: {{traceId}}',
  loading: 'Yükleniyor',
} satisfies UiMessages;
