/**
 * What the session needs from push messaging, whatever the vendor: bind this device to the
 * member (subscribed to topic ALL) when a token is set, unbind it when the token goes.
 * The push feature fills it; until then nothing is bound.
 */
export interface PushBinding {
  bind(topic: string): Promise<void>;
  unbind(): Promise<void>;
}

/** Spec 000 §4: the push token is subscribed to topic ALL on login. */
export const PUSH_TOPIC_ALL = 'ALL';

export const noPushBinding: PushBinding = {
  bind: async () => undefined,
  unbind: async () => undefined,
};
