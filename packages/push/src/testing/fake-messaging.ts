import type { PushMessaging } from '../messaging';
import type { NotificationPermissions } from '../permission';

/** Messaging for unit tests and stories: push works, the token is fixed, or never comes (`hang`). */
export function fakeMessaging(
  token = 'fcm-test-token',
  options: { supported?: boolean; hang?: boolean } = {},
): PushMessaging & { tokensAsked: number } {
  const fake = {
    tokensAsked: 0,
    supported: () => options.supported ?? true,
    token: () => {
      fake.tokensAsked += 1;
      return options.hang ? new Promise<string>(() => undefined) : Promise.resolve(token);
    },
  };
  return fake;
}

/** The browser's permission as a test sets it; `request` answers `answer` and records that it was asked. */
export function fakePermissions(
  current: NotificationPermission,
  answer: NotificationPermission = current,
): NotificationPermissions & { asked: number } {
  let state = current;
  const fake = {
    asked: 0,
    current: () => state,
    request: async () => {
      fake.asked += 1;
      state = answer;
      return answer;
    },
  };
  return fake;
}
