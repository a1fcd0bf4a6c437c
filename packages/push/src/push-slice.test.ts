import { describe, expect, it } from 'vitest';
import { PUSH_STATUS } from './constants';
import { initialPushState, pending, pendingExpired, pushSlice, settled } from './push-slice';

const reduce = pushSlice.reducer;

describe('the push state (spec 001 §3: 0, 1 pending, 2 registered)', () => {
  it('resets a pending request only for the attempt whose timer ran out', () => {
    let state = reduce(initialPushState(), pending('registration'));
    state = reduce(state, settled({ request: 'registration', ok: false }));
    state = reduce(state, pending('registration'));
    expect(reduce(state, pendingExpired({ request: 'registration', attempt: 1 })).registration).toBe(PUSH_STATUS.pending);
    expect(reduce(state, pendingExpired({ request: 'registration', attempt: 2 })).registration).toBe(PUSH_STATUS.notRegistered);
  });

  it('leaves a registered device registered when an old timer fires', () => {
    let state = reduce(initialPushState(), pending('tokenRequest'));
    state = reduce(state, settled({ request: 'tokenRequest', ok: true }));
    expect(reduce(state, pendingExpired({ request: 'tokenRequest', attempt: 1 })).tokenRequest).toBe(PUSH_STATUS.registered);
  });
});
