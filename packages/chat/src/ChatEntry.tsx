import { useTexts } from '@lotto/i18n';
import { CHAT_NAMESPACE } from './locales';
import { UnreadBadge } from './UnreadBadge';

export interface ChatEntryProps {
  unread: number;
  /** A launch is under way: the tap is ignored and the entry says it is busy. */
  busy?: boolean;
  onPress: () => void;
}

/**
 * The floating customer-service entry with its unread badge. The count is part of the button's
 * name and is also announced in a polite live region when it changes, so a screen reader user
 * hears a new message without finding the button.
 */
export function ChatEntry({ unread, busy = false, onPress }: ChatEntryProps) {
  const { t } = useTexts(CHAT_NAMESPACE);
  return (
    <div className="chat-entry">
      <button
        type="button"
        className="chat-entry__button"
        data-floating="end"
        aria-label={unread > 0 ? t('customer_service_unread', { count: unread }) : t('customer_service')}
        aria-busy={busy || undefined}
        onClick={() => {
          if (!busy) onPress();
        }}
      >
        <svg className="chat-entry__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-4 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z" />
        </svg>
        <UnreadBadge count={unread} />
      </button>
      <p className="ui-visually-hidden" role="status">
        {unread > 0 ? t('unread', { count: unread }) : ''}
      </p>
    </div>
  );
}
