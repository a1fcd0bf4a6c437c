import type { Messages } from '@lotto/i18n';

/** The chat's texts: the chat entry and its unread badge, the customer-service chooser, the refusal (spec 001 §4, §8). */
export default {
  customer_service: 'Customer service',
  customer_service_unread_one: 'Customer service, {{count}} unread',
  customer_service_unread_other: 'Customer service, {{count}} unread',
  unread_one: '{{count}} unread message',
  unread_other: '{{count}} unread messages',
  choose_service: 'Choose customer service',
  no_permissions: 'You do not have permission to use the chat.',
  launch_failed: 'The chat could not be opened. Please try again.',
  launching: 'Opening the chat…',
  redirect_refused: 'This link leads to a site that is not on our list, so you were not taken there.',
} satisfies Messages;
