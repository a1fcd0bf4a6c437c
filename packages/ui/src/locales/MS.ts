import type { UiMessages } from './messages';

export default {
  notice: 'Notis',
  confirm: 'Sahkan',
  cancel: 'Batal',
  close: 'Tutup',
  reference: 'Rujukan: {{traceId}}',
  loading: 'Memuatkan',
} satisfies UiMessages;
