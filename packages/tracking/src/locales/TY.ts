import type { TrackingMessages } from './messages';

/** Filipino tracking texts; same keys as EN.ts. */
export default {
  consent_title: 'Mga ad at pagsukat',
  consent_text: 'Gumagamit kami ng mga pixel ng aming mga ad partner para sukatin ang aming mga ad. Papayagan mo ba?',
  consent_allow: 'Payagan',
  consent_decline: 'Tanggihan',
} satisfies TrackingMessages;
