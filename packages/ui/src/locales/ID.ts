import type { UiMessages } from './messages';

export default {
  notice: 'Pemberitahuan',
  confirm: 'Konfirmasi',
  cancel: 'Batal',
  close: 'Tutup',
  reference: 'Referensi: {{traceId}}',
  loading: 'Memuat',
} satisfies UiMessages;
