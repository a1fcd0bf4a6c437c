import { describe, expect, it } from 'vitest';
import { failure, ok } from './envelope';
import { envelopeOf, makeSim } from '../testing/test-helpers';

const ENVELOPE_KEYS = ['errorCode', 'message', 'success', 'value'];

describe('the response envelope', () => {
  it('has success, value, message and errorCode on a success', () => {
    expect(ok({ a: 1 })).toEqual({ success: true, value: { a: 1 }, message: '', errorCode: '' });
  });

  it('has success false, the code and the message on a failure', () => {
    expect(failure('login.not.session', 'log in')).toEqual({
      success: false,
      value: null,
      message: 'log in',
      errorCode: 'login.not.session',
    });
  });

  it.each([
    ['/wps/system/status', 200],
    ['/wps/system/country?_=demo', 200],
    ['/wps/system/whitelabel', 200],
    ['/wps/system/templates', 200],
    ['/wps/system/config', 404],
    ['/wps/system/test/ping', 200],
    ['/wps/member/info', 401],
    ['/wps/no/such/call', 404],
  ])('wraps %s in the envelope with a trace id', async (path, status) => {
    const { app } = makeSim();
    const response = await app.request(path);
    expect(response.status).toBe(status);
    expect(Object.keys(await response.json()).sort()).toEqual(ENVELOPE_KEYS);
    expect(response.headers.get('x-app-trace-id')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('gives each answer its own trace id', async () => {
    const { app } = makeSim();
    const first = await app.request('/wps/system/test/ping');
    const second = await app.request('/wps/system/test/ping');
    expect(first.headers.get('x-app-trace-id')).not.toBe(second.headers.get('x-app-trace-id'));
  });

  it('answers ping with pong', async () => {
    const { app } = makeSim();
    expect(await envelopeOf(await app.request('/wps/system/test/ping'))).toEqual(ok('pong'));
  });
});
