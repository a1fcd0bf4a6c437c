import type { InstallMessages } from './messages';

/** Malay install texts; same keys as EN.ts. */
export default {
  update_title: 'Versi baharu',
  update_found: 'Versi baharu ditemui, klik muat semula',
  refresh: 'Muat semula',
} satisfies InstallMessages;
