import { expect, it } from 'vitest';
import { displayCurrency } from './currency';

it('shows TLB as PHP and cuts other codes to three letters', () => {
  expect(displayCurrency('TLB')).toBe('PHP');
  expect(displayCurrency('USDT')).toBe('USD');
  expect(displayCurrency('vnd')).toBe('VND');
  expect(displayCurrency(undefined)).toBe('');
});
