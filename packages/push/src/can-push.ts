/** What the check reads of the browser; the real globals by default, a test's stand-ins otherwise. */
export interface PushEnvironment {
  hasNotification: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  /** iOS or iPadOS: web push works there only in the installed app. */
  ios: boolean;
  standalone: boolean;
}

export function browserPushEnvironment(): PushEnvironment {
  const standaloneNavigator = navigator as Navigator & { standalone?: boolean };
  return {
    hasNotification: typeof Notification !== 'undefined',
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: typeof PushManager !== 'undefined',
    ios: /iP(?:hone|ad|od)/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1),
    standalone: standaloneNavigator.standalone === true || matchMedia('(display-mode: standalone)').matches,
  };
}

/**
 * Whether web push can work here, so the prompt is offered only where it can: on iOS only the
 * installed app (home-screen web app, iOS 16.4+) has the Push API.
 */
export function canPush(environment: PushEnvironment): boolean {
  if (!environment.hasNotification || !environment.hasServiceWorker || !environment.hasPushManager) return false;
  return !environment.ios || environment.standalone;
}
