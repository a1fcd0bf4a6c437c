import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classify, type Outcome } from './classify';

const ok = (body: object) => ({ status: 200, body: { success: false, ...body }, online: true });

describe('error catalogue (spec 000 §8, spec 001 §8)', () => {
  it('passes a success', () => {
    expect(classify({ status: 200, body: { success: true, value: 1 }, online: true })).toEqual({ kind: 'ok' });
  });

  it('logs out with an alert on CUSTOMER_NOT_LOGIN', () => {
    expect(classify(ok({ message: 'CUSTOMER_NOT_LOGIN' }))).toEqual({ kind: 'customer-not-login' });
  });

  it.each(['customer.not.login', 'user.or.token.invalid', 'login.not.session'])('treats %s as logged out', (errorCode) => {
    expect(classify(ok({ errorCode }))).toEqual({ kind: 'logged-out', errorCode });
  });

  it('treats HTTP 401 as logged out', () => {
    expect(classify({ status: 401, body: { success: false, errorCode: 'login.not.session' }, online: true }).kind).toBe('logged-out');
    expect(classify({ status: 401, body: 'no body', online: true }).kind).toBe('logged-out');
  });

  it.each(['TOO_MANY_REQUEST', 'TOO_MANY_REQUESTS', 'too_many_requests_login'])('is silent on %s', (errorCode) => {
    expect(classify(ok({ errorCode }))).toMatchObject({ kind: 'silent', reason: 'rate-limited' });
  });

  it('is silent on HTTP 502', () => {
    expect(classify({ status: 502, body: '<html>', online: true })).toMatchObject({ kind: 'silent', reason: 'gateway' });
  });

  it('is silent when the caller turned the alert off, keeping side effects', () => {
    expect(classify({ ...ok({ errorCode: 'x', message: 'X' }), alert: false })).toEqual({
      kind: 'silent',
      reason: 'alert-off',
      effects: [],
    });
    expect(classify({ ...ok({ errorCode: 'token_ip_different' }), alert: false })).toEqual({
      kind: 'silent',
      reason: 'alert-off',
      effects: ['disable-auto-login'],
    });
  });

  it('alerts other failures with the server message and trace id', () => {
    expect(classify({ ...ok({ errorCode: 'x.y', message: 'Nope' }), traceId: 't1' })).toEqual({
      kind: 'alert',
      message: 'Nope',
      errorCode: 'x.y',
      traceId: 't1',
      effects: [],
    });
    expect(classify({ status: 500, body: { success: false, errorCode: 'login_blocked_by_self_exclusion' }, online: true })).toMatchObject({
      kind: 'alert',
      message: undefined,
    });
  });

  it('reports a missing response as a network error online, offline otherwise', () => {
    expect(classify({ status: 0, body: undefined, online: true })).toEqual({ kind: 'network-error' });
    expect(classify({ status: 0, body: undefined, online: false })).toEqual({ kind: 'offline' });
  });

  it('says nothing of a missing response when the caller turned the alert off', () => {
    expect(classify({ status: 0, body: undefined, online: true, alert: false })).toMatchObject({ kind: 'silent', reason: 'alert-off' });
  });

  it('switches auto-login off on token_ip_different', () => {
    expect(classify(ok({ errorCode: 'token_ip_different' }))).toMatchObject({ kind: 'alert', effects: ['disable-auto-login'] });
  });

  it.each(['login.cred.err', 'not.exists.user'])('clears the remembered login on %s', (errorCode) => {
    expect(classify(ok({ errorCode, message: 'm' }))).toMatchObject({ kind: 'alert', effects: ['clear-remembered-login'] });
  });

  it('leaves the second factor and account binding to their flows', () => {
    expect(classify(ok({ errorCode: 'login_verify_required' }))).toMatchObject({ kind: 'silent', reason: 'handled-by-caller' });
    expect(classify(ok({ errorCode: 'bind_customer_required' }))).toMatchObject({ kind: 'silent', reason: 'handled-by-caller' });
    expect(classify({ ...ok({ errorCode: 'custom.flow' }), handledCodes: ['custom.flow'] })).toMatchObject({ kind: 'silent' });
  });

  it('opens the domain error on domain_not_available', () => {
    expect(classify(ok({ errorCode: 'domain_not_available', message: 'Blocked' }))).toEqual({
      kind: 'domain-not-available',
      message: 'Blocked',
    });
  });

  it('never throws and always answers a documented outcome for 100,000 random responses', () => {
    const kinds: ReadonlySet<Outcome['kind']> = new Set([
      'ok',
      'customer-not-login',
      'logged-out',
      'silent',
      'offline',
      'network-error',
      'domain-not-available',
      'alert',
    ]);
    const codes = fc.oneof(
      fc.constantFrom(
        'CUSTOMER_NOT_LOGIN',
        'customer.not.login',
        'login.not.session',
        'TOO_MANY_REQUESTS',
        'token_ip_different',
        'login.cred.err',
        'domain_not_available',
        'login_verify_required',
        '',
      ),
      fc.string(),
    );
    const body = fc.oneof(
      fc.anything({ maxDepth: 2 }),
      fc.record(
        {
          success: fc.oneof(fc.boolean(), fc.anything({ maxDepth: 2 })),
          message: fc.oneof(codes, fc.anything({ maxDepth: 2 })),
          errorCode: fc.oneof(codes, fc.anything({ maxDepth: 2 })),
          value: fc.anything({ maxDepth: 2 }),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -1, max: 999 }),
        body,
        fc.boolean(),
        fc.option(fc.boolean(), { nil: undefined }),
        (status, anyBody, online, alert) => {
          return kinds.has(classify({ status, body: anyBody, online, alert }).kind);
        },
      ),
      { numRuns: 100_000 },
    );
  }, 120_000);
});
