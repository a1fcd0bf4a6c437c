import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { ApiClient, CustomerServiceEntry, MemberInfo } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import {
  commonSlice,
  feedbackSlice,
  initialCommonState,
  loadMemberInfo,
  sessionRestored,
  sessionSlice,
  type SessionInfo,
} from '@lotto/app-core';
import { chatSlice, initialChatState, type ChatState } from '../chat-slice';

interface ChatStoreSeed {
  chat?: Partial<ChatState>;
  /** The merchant's chat flag. */
  chatEnabled?: boolean;
  customerService?: CustomerServiceEntry[];
  /** The platform's lines (`domainList`). */
  domainList?: string[];
  session?: SessionInfo | null;
  member?: MemberInfo | null;
  api?: ApiClient;
}

/** The chat slice beside the slices it reads, as the shell injects it; seeded for a test or a story. */
export function createChatStore({
  chat = {},
  chatEnabled = true,
  customerService = [],
  domainList = [],
  session = null,
  member = null,
  api = cannedApi(),
}: ChatStoreSeed = {}) {
  const reducer = combineSlices(chatSlice, commonSlice, sessionSlice, feedbackSlice);
  const store = configureStore({
    reducer,
    preloadedState: {
      chat: { ...initialChatState(), ...chat },
      common: { ...initialCommonState('demo', 'Demo'), whitelabelVal: { chat: chatEnabled }, customerService, domainList },
    },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { api, merchantCode: 'demo', language: () => 'EN' } } }),
  });
  if (session) store.dispatch(sessionRestored(session));
  if (member) store.dispatch(loadMemberInfo.fulfilled(member, 'seed'));
  return store;
}

export type ChatTestStore = ReturnType<typeof createChatStore>;
