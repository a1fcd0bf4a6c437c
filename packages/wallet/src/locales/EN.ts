import type { Messages } from '@lotto/i18n';

/** The wallet's texts: the member's balance, its refresh and its hide switch. */
export default {
  balance: 'Balance',
  refresh: 'Refresh balance',
  show: 'Show balance',
  hide: 'Hide balance',
  hidden: 'Balance hidden',
  unavailable: 'Balance unavailable',
} satisfies Messages;
