import type { Messages } from '@lotto/i18n';

/** The tracking feature's texts: the pixel consent banner. */
export default {
  consent_title: 'Ads and measurement',
  consent_text: 'We use our advertising partners’ pixels to measure our ads. Allow them?',
  consent_allow: 'Allow',
  consent_decline: 'Decline',
} satisfies Messages;
