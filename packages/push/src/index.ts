export { startPush } from './start-push';
export { lazyPushMessaging } from './lazy-messaging';
export type { PushConfig } from './push-config';
export { pushSlice } from './push-slice';
export type { PushState } from './push-slice';
export type { PushStore } from './store-types';
export { PushPromptHost } from './PushPromptHost';
export { PUSH_NAMESPACE, pushMessages } from './locales';
