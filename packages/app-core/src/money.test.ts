import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney as format, prepareMoney } from './money';

// Intl separates a sign from the number with a no-break space; the tests read it as a space.
const formatMoney = (...args: Parameters<typeof format>) => format(...args).replace(/\u00a0/g, ' ');

describe('money as the player reads it', () => {
  it("the currency's own sign and decimals, in the player's language", () => {
    expect(formatMoney(98000, { currency: 'VND', currencySymbol: '₫' }, 'vi')).toBe('98.000 ₫');
    expect(formatMoney(1520.5, { currency: 'PHP', currencySymbol: '₱' }, 'en')).toBe('₱1,520.50');
    expect(formatMoney(1520.5, { currency: 'USD', currencySymbol: '$' }, 'de')).toBe('1.520,50 $');
  });

  it('TLB is shown as PHP', () => {
    expect(formatMoney(1, { currency: 'TLB', currencySymbol: null }, 'en')).toBe('₱1.00');
  });

  it("a unit that is no currency: the platform's symbol before the number, else the unit after it", () => {
    expect(formatMoney(3, { currency: 'POINTS', currencySymbol: '★' }, 'en')).toBe('★ 3.00');
    expect(formatMoney(3, { currency: 'POINTS', currencySymbol: null }, 'en')).toBe('3.00 POINTS');
    expect(formatMoney(3, { currency: null, currencySymbol: null }, 'en')).toBe('3.00');
  });
});

describe('money formatted ahead', () => {
  const RealFormat = Intl.NumberFormat;
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /** Counts the formats the engine is asked for; each is the engine's own. */
  const countFormats = () =>
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function built(locale, options) {
      return new RealFormat(locale, options);
    } as typeof Intl.NumberFormat);

  it('formats one amount in an idle moment, not before; the cancel withdraws it', () => {
    const waiting: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => waiting.push(callback));
    const cancelIdle = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const built = countFormats();
    const cancel = prepareMoney({ currency: 'JPY', currencySymbol: '¥' }, 'ja');
    expect(built).not.toHaveBeenCalled();
    waiting[0]?.();
    expect(built).toHaveBeenCalledWith('ja', expect.objectContaining({ style: 'currency', currency: 'JPY' }));
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(1);
  });

  it('does nothing ahead where the browser has no idle callback (Safari)', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const built = countFormats();
    prepareMoney({ currency: 'JPY', currencySymbol: '¥' }, 'ja')();
    expect(built).not.toHaveBeenCalled();
  });
});
