import { expect, it } from 'vitest';
import { readRegisterInfo, saveRegisterInfo } from './register-info';

it('keeps the first domain in the stored registration info', () => {
  localStorage.clear();
  saveRegisterInfo({ affiliateCode: 'A1' }, 'first.example');
  saveRegisterInfo({ referralCode: 'R1' }, 'second.example');
  expect(readRegisterInfo()).toEqual({ affiliateCode: 'A1', referralCode: 'R1', originalDomain: 'first.example' });
});
