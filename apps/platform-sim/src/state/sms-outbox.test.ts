import { describe, expect, it } from 'vitest';
import { normaliseDialingCode, normaliseMobile, SmsOutbox } from './sms-outbox';

function outbox() {
  const clock = { now: 1_000_000 };
  let next = 0;
  const box = new SmsOutbox(
    () => clock.now,
    () => String(++next).padStart(6, '0'),
  );
  return { box, clock };
}

describe('SmsOutbox', () => {
  it('normalises numbers to digits, without trunk zeros', () => {
    expect(normaliseDialingCode('+63')).toBe('63');
    expect(normaliseMobile('(0917) 000-0001')).toBe('9170000001');
  });

  it('keeps the last code per number; a code works once and not after 60 s', () => {
    const { box, clock } = outbox();
    expect(box.send('63', '9170000001')).toMatchObject({ ok: true, message: { code: '000001', expiresAt: 1_060_000 } });
    expect(box.consume('63', '9170000001', '000002')).toBe(false);
    expect(box.consume('84', '9170000001', '000001')).toBe(false);
    expect(box.consume('63', '9170000001', ' 000001 ')).toBe(true);
    expect(box.consume('63', '9170000001', '000001')).toBe(false);
    box.send('63', '9170000001');
    clock.now += 60_000;
    expect(box.consume('63', '9170000001', '000002')).toBe(false);
  });

  it('refuses a resend while the last code is valid and unused', () => {
    const { box, clock } = outbox();
    box.send('63', '9170000001');
    clock.now += 45_500;
    expect(box.send('63', '9170000001')).toEqual({ ok: false, retryInS: 15 });
    expect(box.send('63', '9170000002').ok).toBe(true);
    box.consume('63', '9170000001', '000001');
    expect(box.send('63', '9170000001').ok).toBe(true);
  });

  it('lists newest first, by national number', () => {
    const { box, clock } = outbox();
    box.send('63', '9170000001');
    clock.now += 1;
    box.send('63', '9170000002');
    expect(box.list().map((message) => message.mobileNum)).toEqual(['9170000002', '9170000001']);
    expect(box.list('0917-000-0001')).toHaveLength(1);
    box.clear();
    expect(box.list()).toEqual([]);
  });
});
