import { describe, expect, it, vi } from 'vitest';
import { handlePush, type PushWorkerScope } from './handle-push';

const SCOPE = 'https://lucky.example/m/';

function fakeWorker(windows: Array<{ url: string; navigate?: (url: string) => Promise<unknown> }> = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Array<{ title: string; options: NotificationOptions }> = [];
  const opened: string[] = [];
  const navigated: string[] = [];
  const clients = windows.map((window) => {
    const client = {
      url: window.url,
      focus: async () => client,
      navigate:
        window.navigate ??
        (async (url: string) => {
          navigated.push(url);
        }),
    };
    return client;
  });
  const worker: PushWorkerScope = {
    registration: {
      scope: SCOPE,
      showNotification: async (title, options) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => clients,
      openWindow: async (url) => {
        opened.push(url);
      },
    },
    addEventListener: (type: string, listener: (event: never) => void) => listeners.set(type, listener as (event: unknown) => void),
  };
  handlePush(worker, { defaultTitle: 'Lucky Star Lottery', icon: '/m/icon.png', badge: '/m/badge.png' });
  const waits: Array<Promise<unknown>> = [];
  const fire = async (type: 'push' | 'notificationclick', event: object) => {
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  const push = (payload: unknown) =>
    fire('push', { data: payload === null ? null : { json: () => JSON.parse(String(payload)), text: () => String(payload) } });
  return { fire, push, shown, opened, navigated };
}

describe('push in the service worker', () => {
  it('shows FCM’s notification with the link it carries', async () => {
    const worker = fakeWorker();
    await worker.push(
      JSON.stringify({ notification: { title: 'Draw', body: 'Results are out' }, fcmOptions: { link: '/m/home?tab=results' } }),
    );
    expect(worker.shown).toEqual([
      {
        title: 'Draw',
        options: expect.objectContaining({
          body: 'Results are out',
          icon: '/m/icon.png',
          badge: '/m/badge.png',
          data: { link: `${SCOPE}home?tab=results` },
        }),
      },
    ]);
  });

  it('shows a notification for every push, even one with nothing to show', async () => {
    const worker = fakeWorker();
    await worker.push(null);
    await worker.push('not json');
    await worker.push(JSON.stringify({ data: { link: '/m/promotions' } }));
    expect(worker.shown.map((notice) => [notice.title, notice.options.body])).toEqual([
      ['Lucky Star Lottery', undefined],
      ['Lucky Star Lottery', 'not json'],
      ['Lucky Star Lottery', undefined],
    ]);
  });

  it('keeps a tap inside the app: a link to another site or outside /m/ opens the app’s start', async () => {
    const worker = fakeWorker();
    await worker.push(JSON.stringify({ notification: { title: 'x' }, fcmOptions: { link: 'https://evil.example/m/home' } }));
    await worker.push(JSON.stringify({ notification: { title: 'y', click_action: '/wps/admin' } }));
    expect(worker.shown.map((notice) => (notice.options.data as { link: string }).link)).toEqual([SCOPE, SCOPE]);
  });

  it('a tap opens the linked page in a new window when the app is not open', async () => {
    const worker = fakeWorker([{ url: 'https://other.example/' }]);
    const close = vi.fn();
    await worker.fire('notificationclick', { notification: { data: { link: `${SCOPE}promotions` }, close } });
    expect(close).toHaveBeenCalled();
    expect(worker.opened).toEqual([`${SCOPE}promotions`]);
  });

  it('a tap brings the open app forward at the linked page, or opens one if it cannot be moved', async () => {
    const open = fakeWorker([{ url: `${SCOPE}home` }]);
    await open.fire('notificationclick', { notification: { data: { link: `${SCOPE}promotions` }, close: () => undefined } });
    expect(open.navigated).toEqual([`${SCOPE}promotions`]);
    expect(open.opened).toEqual([]);
    const uncontrolled = fakeWorker([{ url: `${SCOPE}home`, navigate: () => Promise.reject(new TypeError('not controlled')) }]);
    await uncontrolled.fire('notificationclick', { notification: { data: { link: `${SCOPE}promotions` }, close: () => undefined } });
    expect(uncontrolled.opened).toEqual([`${SCOPE}promotions`]);
  });
});
