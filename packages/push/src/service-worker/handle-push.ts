import { appLinkFor } from './link';
import { parsePushData, readPushNotice } from './payload';

interface WaitUntilEvent {
  waitUntil(promise: Promise<unknown>): void;
}

interface PushEventLike extends WaitUntilEvent {
  data: { json(): unknown; text(): string } | null;
}

interface NotificationClickEventLike extends WaitUntilEvent {
  notification: { data?: unknown; close(): void };
}

interface WindowClientLike {
  url: string;
  focus(): Promise<WindowClientLike>;
  navigate(url: string): Promise<unknown>;
}

/**
 * What this module uses of the worker's global scope (the DOM and WebWorker libraries cannot
 * share a TypeScript program, so the few members are named here, as in @lotto/install).
 */
export interface PushWorkerScope {
  registration: {
    scope: string;
    showNotification(title: string, options: NotificationOptions & { image?: string }): Promise<void>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEventLike) => void): void;
}

export interface PushHandlingOptions {
  /** The title of a push that brings none (a data-only message): the merchant's name. */
  defaultTitle: string;
  /** The small icon shown with every notification that names none. */
  icon?: string;
  /** The monochrome badge Android shows in the status bar (its alpha only). */
  badge?: string;
}

/** The app's open window (inside the scope) at the link, or a new one. */
async function openApp(worker: PushWorkerScope, url: string): Promise<void> {
  // eslint-disable-next-line es-x/no-string-prototype-matchall -- the worker's Clients.matchAll, not the string method the rule means
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url.startsWith(worker.registration.scope));
  if (open) {
    try {
      await (await open.focus()).navigate(url);
      return;
    } catch {
      // A window this worker does not control cannot be navigated from here: open the link instead.
    }
  }
  await worker.clients.openWindow(url);
}

/**
 * Push in the app's own service worker (issue 16): every push received shows a notification,
 * whatever it carries, and a tap on one opens the app at the pushed link inside the scope.
 */
export function handlePush(worker: PushWorkerScope, { defaultTitle, icon, badge }: PushHandlingOptions): void {
  worker.addEventListener('push', (event) => {
    const notice = readPushNotice(parsePushData(event.data));
    event.waitUntil(
      worker.registration.showNotification(notice.title ?? defaultTitle, {
        body: notice.body,
        icon: notice.icon ?? icon,
        badge,
        image: notice.image,
        data: { link: appLinkFor(notice.link, worker.registration.scope) },
      }),
    );
  });
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const link = (event.notification.data as { link?: unknown } | undefined)?.link;
    event.waitUntil(openApp(worker, appLinkFor(typeof link === 'string' ? link : null, worker.registration.scope)));
  });
}
