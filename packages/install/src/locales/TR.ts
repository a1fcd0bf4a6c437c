import type { InstallMessages } from './messages';

/** Turkish install texts; same keys as EN.ts. */
export default {
  update_title: 'Yeni sürüm',
  update_found: 'Yeni sürüm bulundu, yenile düğmesine tıklayın',
  refresh: 'Yenile',
} satisfies InstallMessages;
