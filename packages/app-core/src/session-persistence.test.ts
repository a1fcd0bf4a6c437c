import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSessionPersistence } from './session-persistence';
import { loadMemberInfo, sessionEnded, sessionRestored, sessionSlice, sessionStarted } from './session-slice';

function storeWithPersistence() {
  const listeners = createListenerMiddleware();
  const store = configureStore({ reducer: { session: sessionSlice.reducer }, middleware: (d) => d().prepend(listeners.middleware) });
  startSessionPersistence(listeners.startListening as never);
  return store;
}

const stored = () => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as unknown;

describe('the session in storage follows the session in the store', () => {
  beforeEach(() => sessionStorage.clear());

  it('is written when a login starts a session and when one is carried over at start', () => {
    const store = storeWithPersistence();
    store.dispatch(sessionStarted({ token: 'a', userName: 'amy' }));
    expect(stored()).toEqual({ token: 'a', userName: 'amy' });
    store.dispatch(sessionRestored({ token: 'b', merchantCode: 'demo' }));
    expect(stored()).toEqual({ token: 'b', merchantCode: 'demo' });
  });

  it('is removed when the session ends, by logout or by a 401 on the member call', () => {
    const store = storeWithPersistence();
    store.dispatch(sessionStarted({ token: 'a' }));
    store.dispatch(sessionEnded());
    expect(stored()).toBeNull();
    store.dispatch(sessionStarted({ token: 'a' }));
    store.dispatch(loadMemberInfo.rejected(null, 'r', undefined, { status: 401 }));
    expect(stored()).toBeNull();
  });

  it('is left alone by actions that do not change the session', () => {
    const store = storeWithPersistence();
    store.dispatch(sessionStarted({ token: 'a' }));
    sessionStorage.setItem('MC_SESSION_INFO', '{"token":"kept"}');
    store.dispatch(loadMemberInfo.pending('r'));
    expect(stored()).toEqual({ token: 'kept' });
  });
});
