import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { CommonState, SessionState, ThunkExtra } from '@lotto/app-core';
import type { ServerDataState } from '@lotto/app-core/server-data';
import type { ChatState } from './chat-slice';

/** The slices the chat reads: its own, the merchant's settings, the session and its server data. */
export interface ChatRootState extends ServerDataState {
  chat: ChatState;
  common: CommonState;
  session: SessionState;
}

/** What the chat needs of a store: the shell's, or a test's. */
export interface ChatStore {
  getState(): ChatRootState;
  dispatch: ThunkDispatch<ChatRootState, ThunkExtra, UnknownAction>;
  subscribe(listener: () => void): () => void;
}

/** A chat action that calls the platform through the store's client. */
export type ChatThunk = ThunkAction<Promise<void>, ChatRootState, ThunkExtra, UnknownAction>;
