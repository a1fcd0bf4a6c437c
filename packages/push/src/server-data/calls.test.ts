import { describe, expect, it } from 'vitest';
import { cannedApi } from '@lotto/api-client/testing';
import { fcmBind, fcmSubscribe, fcmUnsubscribe } from './push-binding';

describe('the push calls send what the simulator documents (spec 001 §7)', () => {
  it('subscribes a token to a topic', async () => {
    const api = cannedApi();
    await fcmSubscribe(api, 'tok', 'ALL');
    expect(api.calls[0]?.path).toBe('/wps/relay/CSP_fcmSubscribe');
    expect(api.calls[0]?.options).toMatchObject({ method: 'POST', json: { registrationToken: 'tok', topic: 'ALL' } });
  });

  it('binds a token, silently', async () => {
    const api = cannedApi();
    await fcmBind(api, 'tok');
    expect(api.calls[0]?.path).toBe('/wps/relay/CSP_fcmBind');
    expect(api.calls[0]?.options).toMatchObject({ method: 'POST', json: { registrationToken: 'tok' }, alert: false });
  });

  it('unsubscribes a token from everything without the session, silently', async () => {
    const api = cannedApi();
    await fcmUnsubscribe(api, 'tok');
    expect(api.calls[0]?.path).toBe('/wps/relay/CSP_fcmUnsubscribe');
    expect(api.calls[0]?.options).toMatchObject({
      method: 'POST',
      json: { registrationToken: 'tok', unsubscribeAll: true },
      auth: false,
      alert: false,
    });
  });
});
