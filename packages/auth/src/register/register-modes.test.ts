import { expect, it } from 'vitest';
import { modesAllowed } from './register-modes';

it('offers the modes the merchant allows', () => {
  expect(modesAllowed({ REG3: true, MOBILENUMREG3: true })).toEqual(['username', 'mobile', 'autoUsername']);
  expect(modesAllowed({ REG3: true, autoUsernameRegister: false })).toEqual(['username']);
});
