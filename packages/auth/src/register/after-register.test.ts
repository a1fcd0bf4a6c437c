import { expect, it } from 'vitest';
import { destinationAfterRegister } from './after-register';

it('follows a redirect only to a same-origin /m/ path', () => {
  const origin = 'https://play.example';
  expect(destinationAfterRegister('?redirectUrl=%2Fm%2FmemberHome', origin)).toBe('/m/memberHome');
  expect(destinationAfterRegister('?redirectUrl=https%3A%2F%2Fevil.example%2Fm%2Fhome', origin)).toBe('/m/home');
  expect(destinationAfterRegister('?redirectUrl=%2F%2Fevil.example%2Fm%2F', origin)).toBe('/m/home');
  expect(destinationAfterRegister('', origin)).toBe('/m/home');
});
