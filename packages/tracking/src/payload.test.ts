import { describe, expect, it } from 'vitest';
import { eventPayload } from './payload';

let next = 0;
const ids = () => `id-${(next += 1)}`;

describe('the tracking event payload (spec 001 §3, §7)', () => {
  it('sends TLB as PHP and cuts other currency codes to three letters', () => {
    expect(eventPayload('deposit', { revenue: 100 }, { currency: 'TLB' }, ids).currency).toBe('PHP');
    expect(eventPayload('deposit', { revenue: 100 }, { currency: 'usdt' }, ids).currency).toBe('USD');
    expect(eventPayload('deposit', { revenue: 100, currency: 'VNDK' }, { currency: 'TLB' }, ids).currency).toBe('VND');
  });

  it('sends a withdrawal’s revenue negative, whatever sign it came with', () => {
    expect(eventPayload('withdraw', { revenue: 50 }, {}, ids).revenue).toBe(-50);
    expect(eventPayload('withdraw', { revenue: -50 }, {}, ids).revenue).toBe(-50);
    expect(eventPayload('withdraw', { amount: 20 }, {}, ids)).toMatchObject({ revenue: -20, amount: 20 });
    expect(eventPayload('deposit', { revenue: 50 }, {}, ids).revenue).toBe(50);
  });

  it('gives every event its own eventID', () => {
    const first = eventPayload('login', {}, {});
    const second = eventPayload('login', {}, {});
    expect(first.eventID).toMatch(/\S{8,}/);
    expect(second.eventID).not.toBe(first.eventID);
  });

  it('names the member from the session unless the caller names one, the id as text', () => {
    expect(eventPayload('login', {}, { customerName: 'ann', customerId: 7 }, ids)).toEqual({
      eventID: expect.any(String),
      customerName: 'ann',
      customerId: '7',
    });
    expect(eventPayload('register', { customerId: 9, customerName: 'bob' }, { customerName: 'ann' }, ids)).toMatchObject({
      customerName: 'bob',
      customerId: '9',
    });
  });

  it('leaves out the fields nobody knows', () => {
    expect(eventPayload('firstOpen', {}, {}, () => 'x')).toEqual({ eventID: 'x' });
  });
});
