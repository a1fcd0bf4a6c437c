import type { Messages } from '@lotto/i18n';

/** The push feature's texts: the notification permission prompt and its tips. */
export default {
  prompt_title: 'Notifications',
  prompt_text: 'Turn on notifications to hear about draw results, promotions and your account.',
  prompt_allow: 'Turn on',
  prompt_later: 'Not now',
  notification_request_tips: 'Notifications are blocked. To get them, allow notifications for this site in your browser settings.',
  tips_close: 'OK',
} satisfies Messages;
