import { notificationsRequested } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { Button } from '@lotto/ui';
import { ACCOUNT_NAMESPACE } from '../locales';
import { useNotificationState } from '../notification-permission';
import { useAccountDispatch } from '../store-hooks';
import { ControlRow } from './EntryRow';

/**
 * The notifications' state: on, blocked (with where to change it: the browser would not ask
 * again), or a way to turn them on, which asks the push feature for its prompt (the soft
 * explanation, then the browser's own from the player's tap). Not offered where push cannot work.
 */
export function NotificationsRow({ available }: { available: boolean }) {
  const { t } = useTexts(ACCOUNT_NAMESPACE);
  const dispatch = useAccountDispatch();
  const permission = useNotificationState();
  const state = available ? permission : 'unsupported';
  return (
    <ControlRow icon="notifications">
      <div className="acct-row__stack">
        <span className="acct-row__label">{t('entry.notifications')}</span>
        {state === 'denied' ? <span className="acct-row__hint">{t('notifications.blockedHint')}</span> : null}
      </div>
      {state === 'default' ? (
        <Button variant="secondary" className="acct-row__action" onClick={() => dispatch(notificationsRequested())}>
          {t('notifications.turnOn')}
        </Button>
      ) : (
        <span className={`acct-row__state acct-row__state--${state}`}>
          {t(state === 'granted' ? 'notifications.on' : state === 'denied' ? 'notifications.blocked' : 'notifications.unavailable')}
        </span>
      )}
    </ControlRow>
  );
}
