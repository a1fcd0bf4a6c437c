import type { InstallMessages } from './messages';

/** Indonesian install texts; same keys as EN.ts. */
export default {
  update_title: 'Versi baru',
  update_found: 'Versi baru ditemukan, klik muat ulang',
  refresh: 'Muat ulang',
} satisfies InstallMessages;
