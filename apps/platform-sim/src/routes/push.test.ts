import { describe, expect, it } from 'vitest';
import { makeSim, postJson } from '../testing/test-helpers';

async function login(sim: ReturnType<typeof makeSim>, username = 'player01'): Promise<string> {
  const answer = await sim.app.request('/__sim/session', postJson({ username }));
  return ((await answer.json()) as { token: string }).token;
}

function withToken(body: unknown, token: string): RequestInit {
  const init = postJson(body);
  return { ...init, headers: { ...(init.headers as Record<string, string>), Authorization: token } };
}

describe('the push calls', () => {
  it('binds a token to the member, subscribes it to ALL, and drops both on unsubscribe', async () => {
    const sim = makeSim();
    const token = await login(sim);
    const bind = await sim.app.request('/wps/relay/CSP_fcmBind', withToken({ registrationToken: 'fcm-1' }, token));
    expect(await bind.json()).toMatchObject({ success: true, value: null });
    const subscribe = await sim.app.request('/wps/relay/CSP_fcmSubscribe', withToken({ registrationToken: 'fcm-1', topic: 'ALL' }, token));
    expect(await subscribe.json()).toMatchObject({ success: true });
    expect(sim.state.push.list('demo').bindings).toEqual([expect.objectContaining({ registrationToken: 'fcm-1', topics: ['ALL'] })]);

    const message = await sim.app.request('/__sim/push/message', postJson({ title: 'Draw', body: 'Results are out', link: '/m/home' }));
    const { deliveries } = (await message.json()) as { deliveries: Array<{ registrationToken: string; payload: Record<string, unknown> }> };
    expect(deliveries).toEqual([
      {
        registrationToken: 'fcm-1',
        payload: expect.objectContaining({ notification: { title: 'Draw', body: 'Results are out' }, fcmOptions: { link: '/m/home' } }),
      },
    ]);

    const unsubscribe = await sim.app.request(
      '/wps/relay/CSP_fcmUnsubscribe',
      postJson({ registrationToken: 'fcm-1', unsubscribeAll: true }),
    );
    expect(await unsubscribe.json()).toMatchObject({ success: true });
    expect(sim.state.push.list('demo')).toMatchObject({
      bindings: [],
      calls: [{ call: 'bind' }, { call: 'subscribe', topic: 'ALL' }, { call: 'unsubscribe', unsubscribeAll: true, memberId: null }],
    });
  });

  it('needs a session to bind, and refuses a subscription for a token the member has not bound', async () => {
    const sim = makeSim();
    expect((await sim.app.request('/wps/relay/CSP_fcmBind', postJson({ registrationToken: 'fcm-1' }))).status).toBe(401);
    const token = await login(sim);
    const subscribe = await sim.app.request('/wps/relay/CSP_fcmSubscribe', withToken({ registrationToken: 'fcm-2', topic: 'ALL' }, token));
    expect(await subscribe.json()).toMatchObject({ success: false, errorCode: 'push.token.not.bound' });
    expect((await sim.app.request('/wps/relay/CSP_fcmBind', withToken({}, token))).status).toBe(400);
  });
});
