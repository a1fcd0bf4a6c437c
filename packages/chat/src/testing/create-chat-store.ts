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
import { followPageVisibility, platformApi } from '@lotto/app-core/server-data';
import { chatSlice, initialChatState, type ChatState } from '../chat-slice';
import { unreadCountApi } from '../server-data/unread-count';

interface ChatStoreSeed {
  chat?: Partial<ChatState>;
  /** The merchant's chat flag. */
  chatEnabled?: boolean;
  customerService?: CustomerServiceEntry[];
  /** The platform's lines (`domainList`). */
  domainList?: string[];
  session?: SessionInfo | null;
  member?: MemberInfo | null;
  /** The session's unread count, as if already answered. */
  unread?: number;
  api?: ApiClient;
}

/** The chat slice beside the slices and the server data it reads, as the shell injects them; seeded for a test or a story. */
export function createChatStore({
  chat = {},
  chatEnabled = true,
  customerService = [],
  domainList = [],
  session = null,
  member = null,
  unread,
  api = cannedApi(),
}: ChatStoreSeed = {}) {
  const reducer = combineSlices(chatSlice, commonSlice, sessionSlice, feedbackSlice, platformApi);
  const store = configureStore({
    reducer,
    preloadedState: {
      chat: { ...initialChatState(), ...chat },
      common: { ...initialCommonState('demo', 'Demo'), whitelabelVal: { chat: chatEnabled }, customerService, domainList },
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { api, merchantCode: 'demo', language: () => 'EN' } } }).concat(
        platformApi.middleware,
        followPageVisibility,
      ),
  });
  if (session) store.dispatch(sessionRestored(session));
  if (member) store.dispatch(loadMemberInfo.fulfilled(member, 'seed'));
  if (session && unread !== undefined)
    store.dispatch(unreadCountApi.util.upsertQueryEntries([{ endpointName: 'unreadCount', arg: session.token, value: unread }]));
  return store;
}

export type ChatTestStore = ReturnType<typeof createChatStore>;
