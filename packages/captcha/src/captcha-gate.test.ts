import { describe, expect, it } from 'vitest';
import { createCaptchaGate } from './captcha-gate';
import { createCaptchaStore, scriptedAdapter, TEST_HOSTS, type ScriptedAdapterPlan } from './testing';
import type { CommonState } from '@lotto/app-core';

const LOGIN_ON: Partial<CommonState> = { whitelabelVal: { GEETEST3: true } };

function setup(plan: ScriptedAdapterPlan = {}, common: Partial<CommonState> = LOGIN_ON) {
  const store = createCaptchaStore(common);
  const scripted = scriptedAdapter(plan);
  const gate = createCaptchaGate(store, { defaultHosts: TEST_HOSTS, loadAdapter: scripted.loader });
  return { store, gate, ...scripted };
}

describe('which scenes ask for a captcha', () => {
  it('login with GEETEST3, SMS with GEETESTVCODE3, registration with the register setting or GEETESTTEST3', () => {
    const none = setup({}, {}).gate;
    expect(['login', 'sms', 'register'].map((scene) => none.required(scene as 'login'))).toEqual([false, false, false]);
    const all = setup({}, { whitelabelVal: { GEETEST3: true, GEETESTVCODE3: true }, register: { captcha: { enabled: true } } }).gate;
    expect(['login', 'sms', 'register'].map((scene) => all.required(scene as 'login'))).toEqual([true, true, true]);
    expect(setup({}, { whitelabelVal: { GEETESTTEST3: true } }).gate.required('register')).toBe(true);
  });
});

describe('a verification', () => {
  it('loads, passes, and hands over the fields a call carries (v3 validate left out)', async () => {
    const { gate, calls } = setup();
    await expect(gate.verify('login')).resolves.toEqual({ geetestChallenge: 'c', geetestSeccode: 's|jordan' });
    expect(gate.getState()).toMatchObject({ status: 'success', verifying: false });
    expect(calls).toEqual(['load', 'verify', 'reset']);
  });

  it('hands the v4 validation over unchanged', async () => {
    const validation = { captcha_id: 'id', lot_number: 'lot', pass_token: 'p', gen_time: '1', captcha_output: 'o' };
    const { gate } = setup({ verify: { geetestValidateV4: validation } });
    await expect(gate.verify('login')).resolves.toEqual({ geetestValidateV4: validation });
  });

  it('closing the widget answers null, goes back to waiting and alerts verify_first', async () => {
    const { gate, store } = setup({ verify: null });
    await expect(gate.verify('login')).resolves.toBeNull();
    expect(gate.getState().status).toBe('waiting');
    expect(store.getState().feedback.alerts).toMatchObject([{ messageKey: 'verify_first', namespace: 'captcha' }]);
  });

  it('an error answers null and shows its code; a retry goes back to loading', async () => {
    const { gate, calls } = setup({ load: { code: '60205', message: 'gct resource load timeout' } });
    await expect(gate.verify('login')).resolves.toBeNull();
    expect(gate.getState()).toMatchObject({ status: 'error', errorCode: '60205' });
    gate.retry();
    expect(gate.getState().status).toBe('loading');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.filter((call) => call === 'load')).toHaveLength(2);
  });

  it('refuses a second verification while one runs, as too fast', async () => {
    const { gate, store } = setup({ verify: 'hang' });
    void gate.verify('login');
    await Promise.resolve();
    await expect(gate.verify('login')).resolves.toBeNull();
    expect(gate.getState()).toMatchObject({ verifying: true, tooFast: true });
    expect(store.getState().feedback.toasts).toMatchObject([{ messageKey: 'too_fast', namespace: 'captcha' }]);
  });

  it('the SMS captcha needs v4: with v3 it says the service does not work', async () => {
    const { gate, store, calls } = setup({}, { whitelabelVal: { GEETESTVCODE3: true } });
    await expect(gate.verify('sms')).resolves.toBeNull();
    expect(store.getState().feedback.alerts).toMatchObject([{ messageKey: 'geetest_not_work' }]);
    expect(calls).toEqual([]);
  });

  it('reset after a refused call: back to waiting, the widget reset and reloaded, and the next submit verifies afresh', async () => {
    const { gate, calls } = setup();
    await gate.verify('register');
    expect(gate.getState().status).toBe('success');
    gate.reset();
    expect(gate.getState().status).toBe('waiting');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['load', 'verify', 'reset', 'reset', 'load']);
    await expect(gate.verify('register')).resolves.toEqual({ geetestChallenge: 'c', geetestSeccode: 's|jordan' });
    expect(calls.filter((call) => call === 'verify')).toHaveLength(2);
  });

  it('reset leaves alone a widget never loaded, one in error, and a verification under way', async () => {
    const idle = setup();
    idle.gate.reset();
    expect(idle.gate.getState().status).toBe('idle');
    expect(idle.calls).toEqual([]);
    const failed = setup({ load: { code: '60205' } });
    await failed.gate.verify('login');
    failed.gate.reset();
    expect(failed.gate.getState()).toMatchObject({ status: 'error', errorCode: '60205' });
    const running = setup({ verify: 'hang' });
    void running.gate.verify('login');
    await new Promise((resolve) => setTimeout(resolve, 0));
    running.gate.reset();
    expect(running.gate.getState()).toMatchObject({ verifying: true });
    expect(running.calls).toEqual(['load', 'verify']);
  });

  it('prepare loads ahead once; ready goes to waiting', async () => {
    const { gate, calls } = setup();
    gate.prepare();
    gate.prepare();
    expect(gate.getState().status).toBe('loading');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gate.getState().status).toBe('waiting');
    expect(calls).toEqual(['load']);
  });
});
