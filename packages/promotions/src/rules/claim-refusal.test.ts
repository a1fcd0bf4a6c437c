import { describe, expect, it } from 'vitest';
import { claimRefusal } from './claim-refusal';

describe('a refused claim', () => {
  it('the unverified mobile number, as one field or in a list', () => {
    expect(claimRefusal({ errorCode: 'prom.claim.req.field', value: { data: 'required.mobile_no_verified' } })).toEqual({ kind: 'mobile' });
    expect(claimRefusal({ errorCode: 'prom.claim.req.field', value: { data: ['required.mobile_no_verified'] } })).toEqual({
      kind: 'mobile',
    });
  });

  it("another refusal keeps the server's words and the trace id", () => {
    expect(claimRefusal({ errorCode: 'prom.claim.req.field', value: { data: 'required.email' }, message: 'Add an e-mail' })).toEqual({
      kind: 'other',
      message: 'Add an e-mail',
    });
    expect(claimRefusal({ errorCode: 'x', traceId: 't-1' })).toEqual({ kind: 'other', message: null, traceId: 't-1' });
  });
});
