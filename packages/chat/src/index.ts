// The package's one stylesheet; the shell links the built copy as `@lotto/chat/styles.css`.
import './chat.css';

export { CHAT_NAMESPACE, chatMessages } from './locales';
/**
 * @public The slice's state: the declarations of a store that holds the slice (the shell's
 * `rootReducer`) name it, so it must stay reachable here.
 */
export type { ChatState } from './chat-slice';
export { chatFeature, type ChatFeature } from './feature';
