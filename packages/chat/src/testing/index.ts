/** Test and story helpers (`@lotto/chat/testing`): never part of the app's bundle. */
export { createChatStore } from './create-chat-store';
export { renderChat, setupI18n } from './render';
