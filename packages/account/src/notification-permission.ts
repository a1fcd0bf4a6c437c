import { useSyncExternalStore } from 'react';

/** The browser's notification permission as the account page words it; `unsupported` where there is no Notification API. */
export type NotificationState = NotificationPermission | 'unsupported';

function notificationState(): NotificationState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Follows the permission: the Permissions API says when it changes (Chromium, Firefox); elsewhere
 * it is read again when the page is shown or focused again, as after the browser's settings.
 */
function subscribe(onChange: () => void): () => void {
  let status: PermissionStatus | null = null;
  let stopped = false;
  void navigator.permissions
    ?.query({ name: 'notifications' })
    .then((found) => {
      if (stopped) return;
      status = found;
      found.addEventListener('change', onChange);
    })
    .catch(() => undefined);
  document.addEventListener('visibilitychange', onChange);
  window.addEventListener('focus', onChange);
  return () => {
    stopped = true;
    status?.removeEventListener('change', onChange);
    document.removeEventListener('visibilitychange', onChange);
    window.removeEventListener('focus', onChange);
  };
}

export function useNotificationState(): NotificationState {
  return useSyncExternalStore(subscribe, notificationState, () => 'unsupported');
}
