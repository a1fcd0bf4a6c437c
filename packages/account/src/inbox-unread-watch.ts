import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { CommonState, SessionState, ThunkExtra } from '@lotto/app-core';
import { selectPageVisible, type ServerDataState } from '@lotto/app-core/server-data';
import { FUNCTION_NOT_AVAILABLE } from './constants';
import { inboxAsked, inboxOffered, inboxSwitch } from './inbox-access';
import { inboxUnreadOf, pollInboxUnread } from './server-data/inbox-unread-count';

interface WatchedState extends ServerDataState {
  common: CommonState;
  session: SessionState;
}

/** What the watch needs of a store: the shell's, or a test's. */
interface WatchedStore {
  getState(): WatchedState;
  dispatch: ThunkDispatch<WatchedState, ThunkExtra, UnknownAction>;
  subscribe(listener: () => void): () => void;
}

/**
 * Polls the inbox's unread count (`server-data/inbox-unread-count.ts`) while a member is signed in
 * at a merchant that may have the inbox, for the Me tab's badge and the account page's entry; a
 * visitor, a logout, a merchant whose switch is off, or one that answered that it has no inbox
 * never poll, and the member's count goes with the poll. It waits for the merchant's settings
 * (the switch is among them), and a page hidden when a poll would start asks nothing until shown.
 * Returns a stop for the whole watch.
 */
export function startInboxUnread(store: WatchedStore): () => void {
  let poll: { token: string; unsubscribe: () => void } | null = null;
  // The session a refusal came for: the count's entry goes with the poll, so the refusal is kept here.
  let noInboxFor: string | null = null;
  const stopPoll = () => {
    poll?.unsubscribe();
    poll = null;
  };
  const follow = () => {
    const state = store.getState();
    const member = state.session.info?.token ?? null;
    const switched = inboxSwitch(state.common.whitelabelVal);
    if (member !== null && inboxUnreadOf(state, member).errorCode === FUNCTION_NOT_AVAILABLE) noInboxFor = member;
    const refused = member !== null && member === noInboxFor ? FUNCTION_NOT_AVAILABLE : undefined;
    const wanted = member !== null && state.common.status === 'ready' && inboxAsked(switched, refused) ? member : null;
    if (poll?.token === wanted) return;
    stopPoll();
    if (wanted === null || !selectPageVisible(state)) return;
    poll = { token: wanted, unsubscribe: store.dispatch(pollInboxUnread(wanted)).unsubscribe };
  };
  const unsubscribe = store.subscribe(follow);
  follow();
  return () => {
    unsubscribe();
    stopPoll();
  };
}

/**
 * The signed-in member's unread messages as last answered, 0 where there is no inbox or no member:
 * what the Me tab's badge shows.
 */
export function selectInboxUnread(state: WatchedState): number {
  const member = state.session.info?.token;
  if (!member) return 0;
  const answer = inboxUnreadOf(state, member);
  return inboxOffered(inboxSwitch(state.common.whitelabelVal), answer) ? (answer.count ?? 0) : 0;
}
