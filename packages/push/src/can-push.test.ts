import { describe, expect, it } from 'vitest';
import { canPush, type PushEnvironment } from './can-push';

const desktop: PushEnvironment = { hasNotification: true, hasServiceWorker: true, hasPushManager: true, ios: false, standalone: false };

describe('where push can work', () => {
  it('needs notifications, a service worker and the Push API', () => {
    expect(canPush(desktop)).toBe(true);
    expect(canPush({ ...desktop, hasPushManager: false })).toBe(false);
    expect(canPush({ ...desktop, hasServiceWorker: false })).toBe(false);
    expect(canPush({ ...desktop, hasNotification: false })).toBe(false);
  });

  it('on iOS, only in the installed app', () => {
    expect(canPush({ ...desktop, ios: true })).toBe(false);
    expect(canPush({ ...desktop, ios: true, standalone: true })).toBe(true);
  });
});
