import type { Messages } from '@lotto/i18n';

/** The error catalogue's words (spec 000 §8, spec 001 §8). */
export default {
  in_pls_login: 'Please log in first.',
  unknown_error: 'Something went wrong. Please try again.',
  error: 'Error',
  network_error: 'Network Error / CORS Errors',
  network_offline: 'Network offline. Please check your connection.',
  back_online: 'You are back online.',
  network_slowly: 'The network is slow.',
} satisfies Messages;
