export type { PushConfig } from './push-config';
export type { PushState } from './push-slice';
export { PUSH_NAMESPACE, pushMessages } from './locales';
export { pushFeature } from './feature';
