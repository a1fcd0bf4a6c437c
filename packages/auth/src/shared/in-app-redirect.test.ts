import { expect, it } from 'vitest';
import { inAppRedirect } from './in-app-redirect';

it('gives a redirect only when it is a same-origin /m/ path, with its query and hash', () => {
  const origin = 'https://play.example';
  expect(inAppRedirect('?redirectUrl=%2Fm%2FlaunchGame%3Fcode%3D1%23play', origin)).toBe('/m/launchGame?code=1#play');
  expect(inAppRedirect('?redirectUrl=https%3A%2F%2Fplay.example%2Fm%2Fhome', origin)).toBe('/m/home');
  expect(inAppRedirect('?redirectUrl=https%3A%2F%2Fevil.example%2Fm%2Fhome', origin)).toBeNull();
  expect(inAppRedirect('?redirectUrl=%2F%2Fevil.example%2Fm%2F', origin)).toBeNull();
  expect(inAppRedirect('?redirectUrl=%2Fwps%2Fsession', origin)).toBeNull();
  expect(inAppRedirect('?redirectUrl=javascript%3Aalert(1)', origin)).toBeNull();
  expect(inAppRedirect('', origin)).toBeNull();
});
