/** What a push shows: the notification's parts and the page its tap opens. */
export interface PushNotice {
  title: string | null;
  body?: string;
  icon?: string;
  image?: string;
  link: string | null;
}

type Fields = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const fields = (value: unknown): Fields => (typeof value === 'object' && value !== null ? (value as Fields) : {});

/**
 * Reads a push as FCM delivers it to a web app's service worker (firebase-js-sdk's
 * MessagePayloadInternal): `notification { title, body, icon, image, click_action }`, `data`
 * (a data-only message may carry title, body and link there), `fcmOptions.link`. Anything else,
 * or no payload at all, still makes a notice: every push must show one (spec: a silent push
 * makes Safari revoke the subscription).
 */
export function readPushNotice(payload: unknown): PushNotice {
  const message = fields(payload);
  const notification = fields(message.notification);
  const data = fields(message.data);
  return {
    title: text(notification.title) ?? text(data.title) ?? null,
    body: text(notification.body) ?? text(data.body),
    icon: text(notification.icon) ?? text(data.icon),
    image: text(notification.image) ?? text(data.image),
    link: text(fields(message.fcmOptions).link) ?? text(notification.click_action) ?? text(data.link) ?? null,
  };
}

/** The push's JSON, or its text as the body when it is not JSON, or nothing. */
export function parsePushData(data: { json(): unknown; text(): string } | null): unknown {
  if (!data) return null;
  try {
    return data.json();
  } catch {
    return { notification: { body: data.text() } };
  }
}
