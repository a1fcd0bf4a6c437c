import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { cannedApi } from '@lotto/api-client/testing';
import type { ApiResult } from '@lotto/api-client';
import { loadMemberInfo, sessionRestored, sessionSlice, sessionStarted } from './session-slice';

/** A member call whose answer the test gives when it likes, the way a slow network does. */
function slowMemberCall() {
  const answers: Array<(result: ApiResult) => void> = [];
  const api = cannedApi({ '/wps/member/info': () => new Promise<ApiResult>((resolve) => answers.push(resolve)) });
  const store = configureStore({
    reducer: { session: sessionSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { api, merchantCode: 'demo', language: () => 'EN' } } }),
  });
  return { store, answers };
}

describe("the member call's answer belongs to the session that asked", () => {
  it('a 401 for a session that has since been replaced leaves the new one alone', async () => {
    const { store, answers } = slowMemberCall();
    store.dispatch(sessionRestored({ token: 'old' }));
    const asked = store.dispatch(loadMemberInfo());
    store.dispatch(sessionStarted({ token: 'new', userName: 'bob' }));
    answers[0]?.({ success: false, status: 401, value: null, errorCode: 'login.not.session' });
    await asked;
    expect(store.getState().session.info).toEqual({ token: 'new', userName: 'bob' });
  });

  it("the previous member's account never fills the new session", async () => {
    const { store, answers } = slowMemberCall();
    store.dispatch(sessionRestored({ token: 'old' }));
    const old = store.dispatch(loadMemberInfo());
    store.dispatch(sessionStarted({ token: 'new' }));
    const fresh = store.dispatch(loadMemberInfo());
    answers[1]?.({ success: true, status: 200, value: { type: 0, account: 'bob' } });
    await fresh;
    answers[0]?.({ success: true, status: 200, value: { type: 0, account: 'amy' } });
    await old;
    expect(store.getState().session).toMatchObject({ member: { account: 'bob' }, memberStatus: 'ready' });
  });

  it('a 401 for the live session still ends it', async () => {
    const { store, answers } = slowMemberCall();
    store.dispatch(sessionRestored({ token: 'live' }));
    const asked = store.dispatch(loadMemberInfo());
    answers[0]?.({ success: false, status: 401, value: null });
    await asked;
    expect(store.getState().session.info).toBeNull();
  });
});
