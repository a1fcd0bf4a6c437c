import type { FeedbackMessages } from './messages';

/** Malay feedback texts; same keys as EN.ts. */
export default {
  in_pls_login: 'Sila log masuk dahulu.',
  unknown_error: 'Berlaku ralat. Sila cuba lagi.',
  error: 'Ralat',
  network_error: 'Ralat rangkaian / Ralat CORS',
  network_offline: 'Rangkaian di luar talian. Sila semak sambungan anda.',
  back_online: 'Anda kembali dalam talian.',
  network_slowly: 'Rangkaian perlahan.',
} satisfies FeedbackMessages;
