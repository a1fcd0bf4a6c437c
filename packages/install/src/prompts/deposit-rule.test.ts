import { describe, expect, it } from 'vitest';
import { a2hsDepositSuppressed, a2hsLoginRequired, forcedDownloadShown, withDefaults, type ForcedDownloadConditions } from './deposit-rule';

describe('settings defaults (spec 001 §9)', () => {
  it('switches the count rules off and uses 5 and 5 for the forced download', () => {
    expect(withDefaults({})).toMatchObject({
      a2hsMaxCloseTimes: -1,
      a2hsDepositDomains: [],
      a2hsDepositTimes: -1,
      forcedDownloadDepositTimes: 5,
      forcedDownloadMaxCloseTimes: 5,
      forcedDownload: false,
    });
  });
});

describe('deposit suppression of the add-to-home-screen prompt (spec 001 §4)', () => {
  const settings = withDefaults({ a2hsDepositDomains: ['m.lucky.example'], a2hsDepositTimes: 2 });

  it('suppresses on a listed host at or above the threshold', () => {
    expect(a2hsDepositSuppressed(settings, 'm.lucky.example', { count: 2, firstDeposit: false })).toBe(true);
    expect(a2hsDepositSuppressed(settings, 'M.Lucky.Example', { count: 3, firstDeposit: false })).toBe(true);
  });

  it('does not suppress below the threshold, on another host, or with the rule off', () => {
    expect(a2hsDepositSuppressed(settings, 'm.lucky.example', { count: 1, firstDeposit: false })).toBe(false);
    expect(a2hsDepositSuppressed(settings, 'other.example', { count: 9, firstDeposit: false })).toBe(false);
    expect(
      a2hsDepositSuppressed(withDefaults({ a2hsDepositDomains: ['m.lucky.example'] }), 'm.lucky.example', {
        count: 9,
        firstDeposit: false,
      }),
    ).toBe(false);
  });

  it('suppresses after a prior deposit (firstDeposit Y) on any host', () => {
    expect(a2hsDepositSuppressed(withDefaults({}), 'other.example', { count: 0, firstDeposit: true })).toBe(true);
  });

  it('does not suppress before the deposits are known', () => {
    expect(a2hsDepositSuppressed(settings, 'm.lucky.example', null)).toBe(false);
  });

  it('requires a login only where a deposit rule applies to the host', () => {
    expect(a2hsLoginRequired(settings, 'm.lucky.example')).toBe(true);
    expect(a2hsLoginRequired(settings, 'other.example')).toBe(false);
    expect(a2hsLoginRequired(withDefaults({}), 'm.lucky.example')).toBe(false);
  });
});

describe('the forced app-download modal (spec 001 §4)', () => {
  const base: ForcedDownloadConditions = {
    settings: withDefaults({ forcedDownloadDomains: ['127.0.0.1'] }),
    host: '127.0.0.1',
    onHome: true,
    loggedIn: true,
    inApp: false,
    deposits: { count: 1, firstDeposit: true },
    closeCount: 0,
    depositSeen: true,
  };

  it('shows after a deposit arrives', () => {
    expect(forcedDownloadShown(base)).toBe(true);
  });

  it('shows with the forced flag without a deposit', () => {
    expect(forcedDownloadShown({ ...base, depositSeen: false })).toBe(false);
    expect(forcedDownloadShown({ ...base, depositSeen: false, settings: { ...base.settings, forcedDownload: true } })).toBe(true);
  });

  it('shows while the count is at most 5, and hides when it rises past it', () => {
    expect(forcedDownloadShown({ ...base, deposits: { count: 5, firstDeposit: true } })).toBe(true);
    expect(forcedDownloadShown({ ...base, deposits: { count: 6, firstDeposit: true } })).toBe(false);
  });

  it.each<[string, Partial<ForcedDownloadConditions>]>([
    ['off the home page', { onHome: false }],
    ['for a visitor', { loggedIn: false }],
    ['in the native app', { inApp: true }],
    ['on a host that is not listed', { host: 'other.example' }],
    ['after 5 closes', { closeCount: 5 }],
    ['before the deposit status is known', { deposits: null }],
  ])('does not show %s', (_, change) => {
    expect(forcedDownloadShown({ ...base, ...change })).toBe(false);
  });
});
