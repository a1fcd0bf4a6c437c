import { describe, expect, it } from 'vitest';
import { EARLY_ANSWERS_GLOBAL, takeEarlyAnswer } from './early-answers';

const HEADERS = { Merchant: 'demo', Language: 'EN', ModuleId: 'COMM3' };
const URL_ASKED = '/wps/relay/MCSFE_getListAnnouncements?platform=M&types=B';

function scopeWith(...entries: unknown[]) {
  return { [EARLY_ANSWERS_GLOBAL]: entries } as Record<string, unknown[]>;
}

describe('takeEarlyAnswer', () => {
  it('hands the answer asked for the same address with the same headers, once', async () => {
    const answer = Promise.resolve(new Response('{"success":true}'));
    const scope = scopeWith({ url: URL_ASKED, headers: { ...HEADERS }, answer });
    expect(takeEarlyAnswer(URL_ASKED, HEADERS, scope)).toBe(answer);
    expect(takeEarlyAnswer(URL_ASKED, HEADERS, scope)).toBeNull();
    expect(scope[EARLY_ANSWERS_GLOBAL]).toEqual([]);
  });

  it('never hands one asked with another language, an extra header or a missing one', () => {
    const answer = Promise.resolve(new Response(''));
    const scope = scopeWith({ url: URL_ASKED, headers: HEADERS, answer });
    expect(takeEarlyAnswer(URL_ASKED, { ...HEADERS, Language: 'UR' }, scope)).toBeNull();
    expect(takeEarlyAnswer(URL_ASKED, { ...HEADERS, Device: 'PWA' }, scope)).toBeNull();
    const { ModuleId: _left, ...without } = HEADERS;
    expect(takeEarlyAnswer(URL_ASKED, without, scope)).toBeNull();
    expect(scope[EARLY_ANSWERS_GLOBAL]).toHaveLength(1);
  });

  it('hands nothing for another address, and nothing when the page asked nothing or left a malformed list', () => {
    const scope = scopeWith(
      null,
      { url: URL_ASKED, headers: null },
      { url: URL_ASKED, headers: HEADERS, answer: Promise.resolve(new Response('')) },
    );
    expect(takeEarlyAnswer('/wps/system/status', HEADERS, scope)).toBeNull();
    expect(takeEarlyAnswer(URL_ASKED, HEADERS, {})).toBeNull();
    expect(takeEarlyAnswer(URL_ASKED, HEADERS, { [EARLY_ANSWERS_GLOBAL]: 'x' })).toBeNull();
    expect(takeEarlyAnswer(URL_ASKED, HEADERS, scope)).not.toBeNull();
  });
});
