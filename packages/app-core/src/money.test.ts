import { describe, expect, it } from 'vitest';
import { formatMoney as format } from './money';

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
