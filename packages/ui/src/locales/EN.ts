import type { Messages } from '@lotto/i18n';

/** English is written first; every other language must carry exactly these keys. */
export default {
  notice: 'Notice',
  confirm: 'Confirm',
  cancel: 'Cancel',
  close: 'Close',
  reference: 'Reference: {{traceId}}',
  loading: 'Loading',
} satisfies Messages;
