import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { feedbackSlice, alertShown, toastShown } from './feedback-slice';
import { handleOutcome, watchConnectivity } from './handle-outcome';
import { autoLoginSwitchedOff, rememberedLoginCleared, unauthorizedAnswered } from './session-effects';
import { sessionSlice, sessionStarted } from './session-slice';

function store() {
  const seen: string[] = [];
  const s = configureStore({
    reducer: { feedback: feedbackSlice.reducer, session: sessionSlice.reducer },
    middleware: (getDefault) =>
      getDefault().concat((() => (next) => (action) => {
        seen.push((action as { type: string }).type);
        return next(action);
      }) satisfies Middleware as Middleware),
  });
  s.dispatch(sessionStarted({ token: 't' }));
  return { s, seen };
}

describe('what the player sees for each outcome', () => {
  it('CUSTOMER_NOT_LOGIN logs out, clears session storage and alerts in_pls_login leading to login', () => {
    const { s } = store();
    sessionStorage.setItem('MC_SESSION_INFO', '{"token":"t"}');
    s.dispatch(handleOutcome({ kind: 'customer-not-login' }, '/wps/x'));
    expect(s.getState().session.info).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(s.getState().feedback.alerts).toMatchObject([{ messageKey: 'in_pls_login', action: 'go-login' }]);
  });

  it('a logged-out code ends the session without an alert', () => {
    const { s } = store();
    s.dispatch(handleOutcome({ kind: 'logged-out', errorCode: 'login.not.session' }, '/wps/member/info'));
    expect(s.getState().session.info).toBeNull();
    expect(s.getState().feedback.alerts).toEqual([]);
  });

  it('a 401 on any call is announced, whatever the catalogue made of it; a logged-out code without 401 is not', () => {
    const { s, seen } = store();
    s.dispatch(handleOutcome({ kind: 'logged-out' }, '/wps/relay/MCSFE_getPlayerRankProgress', 401));
    s.dispatch(handleOutcome({ kind: 'customer-not-login' }, '/wps/system/country', 401));
    s.dispatch(handleOutcome({ kind: 'logged-out', errorCode: 'user.or.token.invalid' }, '/wps/member/info', 200));
    const announced = seen.filter((type) => type === unauthorizedAnswered.type);
    expect(announced).toHaveLength(2);
    expect(s.getState().session.info).toBeNull();
  });

  it('a refusal of a request that carried another token than the live one ends nothing and tells nothing', () => {
    const { s, seen } = store();
    s.dispatch(handleOutcome({ kind: 'logged-out', errorCode: 'login.not.session' }, '/wps/member/info', 401, 'before'));
    s.dispatch(handleOutcome({ kind: 'customer-not-login' }, '/wps/system/country', 200, null));
    expect(s.getState().session.info).toEqual({ token: 't' });
    expect(s.getState().feedback.alerts).toEqual([]);
    expect(seen).not.toContain(unauthorizedAnswered.type);
    s.dispatch(handleOutcome({ kind: 'logged-out', errorCode: 'login.not.session' }, '/wps/member/info', 401, 't'));
    expect(s.getState().session.info).toBeNull();
    expect(seen).toContain(unauthorizedAnswered.type);
  });

  it('silent outcomes show nothing', () => {
    const { s } = store();
    s.dispatch(handleOutcome({ kind: 'silent', reason: 'gateway' }, '/x'));
    expect(s.getState().feedback).toMatchObject({ alerts: [], toasts: [] });
  });

  it('other failures alert the server message with its trace id, or unknown_error, or Error for the status call', () => {
    const { s } = store();
    s.dispatch(handleOutcome({ kind: 'alert', message: 'Bad', traceId: 'tr', effects: [] }, '/x'));
    s.dispatch(handleOutcome({ kind: 'alert', effects: [] }, '/y'));
    s.dispatch(handleOutcome({ kind: 'alert', effects: [] }, '/wps/system/status'));
    expect(s.getState().feedback.alerts.map((alert) => alert.message ?? alert.messageKey)).toEqual(['Bad', 'unknown_error', 'error']);
    expect(s.getState().feedback.alerts[0]?.traceId).toBe('tr');
  });

  it('repeated identical errors do not stack', () => {
    const { s } = store();
    for (let i = 0; i < 3; i += 1) s.dispatch(handleOutcome({ kind: 'alert', message: 'Same', effects: [] }, '/x'));
    s.dispatch(handleOutcome({ kind: 'network-error' }, '/x'));
    s.dispatch(handleOutcome({ kind: 'network-error' }, '/x'));
    expect(s.getState().feedback.alerts).toHaveLength(2);
  });

  it('no connectivity shows the offline toast for 1.5 s', () => {
    const { s } = store();
    s.dispatch(handleOutcome({ kind: 'offline' }, '/x'));
    expect(s.getState().feedback.toasts).toMatchObject([{ messageKey: 'network_offline', durationMs: 1500 }]);
  });

  it('runs the side effects, also when the alert is off', () => {
    const { s, seen } = store();
    s.dispatch(handleOutcome({ kind: 'silent', reason: 'alert-off', effects: ['disable-auto-login'] }, '/x'));
    s.dispatch(handleOutcome({ kind: 'alert', message: 'Wrong password', effects: ['clear-remembered-login'] }, '/x'));
    expect(seen).toContain(autoLoginSwitchedOff.type);
    expect(seen).toContain(rememberedLoginCleared.type);
  });

  it('the domain error opens its modal', () => {
    const { s } = store();
    s.dispatch(handleOutcome({ kind: 'domain-not-available', message: 'Blocked' }, '/wps/system/status'));
    expect(s.getState().feedback.domainError).toEqual({ message: 'Blocked' });
  });
});

describe('connectivity', () => {
  it('tells the player when the connection goes and comes back', () => {
    const dispatch = vi.fn();
    const stop = watchConnectivity(dispatch);
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(dispatch.mock.calls.map(([action]) => action.payload.messageKey)).toEqual(['network_offline', 'back_online']);
    expect(dispatch.mock.calls[0]![0].type).toBe(toastShown.type);
  });
});

describe('feedback slice', () => {
  it('keeps alerts in order and replaces a repeated toast', () => {
    const { s } = store();
    s.dispatch(alertShown({ message: 'A' }));
    s.dispatch(alertShown({ message: 'B' }));
    s.dispatch(toastShown({ messageKey: 'network_slowly', durationMs: 1 }));
    s.dispatch(toastShown({ messageKey: 'network_slowly', durationMs: 1 }));
    expect(s.getState().feedback.alerts.map((alert) => alert.message)).toEqual(['A', 'B']);
    expect(s.getState().feedback.toasts).toHaveLength(1);
  });
});
