import type { OpenChatWindow } from './chat-window';

/** What the shell gives the chat: its router's navigation, how a chat opens here, and the current language. */
export interface ChatDeps {
  navigate(to: string): void;
  openWindow: OpenChatWindow;
  language(): string;
}
