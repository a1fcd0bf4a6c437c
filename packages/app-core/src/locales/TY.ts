import type { FeedbackMessages } from './messages';

/** Filipino feedback texts; same keys as EN.ts. */
export default {
  in_pls_login: 'Mag-log in muna.',
  unknown_error: 'May nangyaring mali. Pakisubukang muli.',
  error: 'Error',
  network_error: 'Error sa network / Error sa CORS',
  network_offline: 'Offline ang network. Pakisuri ang iyong koneksyon.',
  back_online: 'Online ka na ulit.',
  network_slowly: 'Mabagal ang network.',
} satisfies FeedbackMessages;
