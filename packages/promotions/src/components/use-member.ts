import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { loadMemberInfo, selectIsLoggedIn, selectMember, selectSessionInfo, type SessionState, type ThunkExtra } from '@lotto/app-core';

type SessionStore = { session: SessionState };

/** The player as the pages need them: signed in or not, the session's token, and the member's account (asked once when unknown). */
export function useMember() {
  const dispatch = useDispatch<ThunkDispatch<SessionStore, ThunkExtra, UnknownAction>>();
  const loggedIn = useSelector((state: SessionStore) => selectIsLoggedIn(state));
  const token = useSelector((state: SessionStore) => selectSessionInfo(state))?.token ?? null;
  const member = useSelector((state: SessionStore) => selectMember(state));
  const status = useSelector((state: SessionStore) => state.session.memberStatus);
  useEffect(() => {
    if (loggedIn && status === 'idle') void dispatch(loadMemberInfo());
  }, [dispatch, loggedIn, status]);
  return { loggedIn, token, member, status, retry: () => void dispatch(loadMemberInfo()) };
}
