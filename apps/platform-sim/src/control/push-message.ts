import { randomUUID } from 'node:crypto';

/** Spec 000 §4: every member's token is subscribed to this topic at login. */
export const PUSH_TOPIC_ALL = 'ALL';
/** The sender FCM names in `from`; the demo project's (apps/mobile/merchants/demo.ts). */
const SIM_SENDER_ID = '000000000000';

/** What POST /__sim/push/message takes. */
export interface PushMessageSpec {
  username?: string;
  topic?: string;
  title?: string;
  body?: string;
  link?: string;
  image?: string;
}

const TEXT_FIELDS = ['username', 'topic', 'title', 'body', 'link', 'image'] as const;

export function parsePushMessage(body: Record<string, unknown>): PushMessageSpec | string {
  const message: PushMessageSpec = {};
  for (const name of TEXT_FIELDS) {
    const value = body[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') return `${name} must be a string`;
    message[name] = value;
  }
  if (message.username !== undefined && message.topic !== undefined) return 'give username or topic, not both';
  return message;
}

/**
 * The JSON a web push from FCM carries to the service worker (firebase-js-sdk's
 * MessagePayloadInternal): `notification` when the message has one (a data-only message leaves
 * it out), `data`, `fcmOptions.link`, and FCM's own `from`, `fcmMessageId`, `collapse_key`.
 */
export function fcmPayload(message: PushMessageSpec, now: number): Record<string, unknown> {
  const notification =
    message.title === undefined && message.body === undefined
      ? undefined
      : { title: message.title, body: message.body, ...(message.image === undefined ? {} : { image: message.image }) };
  return {
    ...(notification ? { notification } : {}),
    data: { sentAt: String(now), ...(message.link === undefined ? {} : { link: message.link }) },
    ...(message.link === undefined ? {} : { fcmOptions: { link: message.link } }),
    from: SIM_SENDER_ID,
    fcmMessageId: randomUUID(),
    collapse_key: 'do_not_collapse',
  };
}
