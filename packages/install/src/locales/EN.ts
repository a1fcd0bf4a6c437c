import type { Messages } from '@lotto/i18n';

/** The install feature's texts: the update notice (spec 001 §2 screen 8, 'Found new version, click refresh'). */
export default {
  update_title: 'New version',
  update_found: 'Found new version, click refresh',
  refresh: 'Refresh',
} satisfies Messages;
