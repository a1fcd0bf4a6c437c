import type { Messages } from '@lotto/i18n';

/** The captcha's texts (spec 000 §4, §5, §8); every language carries exactly these keys. */
export default {
  'status.label': 'Security check',
  'status.loading': 'Loading the security check…',
  'status.waiting': 'Security check ready',
  'status.verifying': 'Verifying…',
  'status.success': 'Verified',
  user_error: 'Error {{code}}: {{message}}',
  unknown_error: 'The security check did not work.',
  network_failure: 'Network failure',
  retry: 'Tap to retry',
  verify_first: 'Please complete verification first',
  too_fast: 'Too fast: one verification at a time. Please wait.',
  geetest_not_work: 'Geetest service not work',
} satisfies Messages;
