// The package's one stylesheet; the shell links the built copy as `@lotto/chat/styles.css`.
import './chat.css';

export { CHAT_NAMESPACE, chatMessages } from './locales';
export { chatSlice } from './chat-slice';
/**
 * @public The slice's state: the declarations of a store that holds the slice (the shell's
 * `rootReducer`) name it, so it must stay reachable here.
 */
export type { ChatState } from './chat-slice';
export type { ChatDeps } from './chat-deps';
export type { ChatStore } from './store-types';
export { browserTab, nativeAppWindow } from './chat-window';
export { ChatHost } from './ChatHost';
export { openCustomerService } from './open-customer-service';
export { startUnreadCount } from './unread/start-unread-count';
export { followExternalRedirect, type RedirectDeps } from './follow-redirect';
export { runServiceScripts } from './scripts/run-service-scripts';
