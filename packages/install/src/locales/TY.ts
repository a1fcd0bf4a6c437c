import type { InstallMessages } from './messages';

/** Filipino install texts; same keys as EN.ts. */
export default {
  update_title: 'Bagong bersyon',
  update_found: 'May bagong bersyon, i-click ang i-refresh',
  refresh: 'I-refresh',
} satisfies InstallMessages;
