import { expect, it } from 'vitest';
import { loginDeviceId } from './device-id';

it('creates the device id once, 36 characters 8-4-4-4-12 hex, and reuses it', () => {
  const first = loginDeviceId();
  expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  expect(loginDeviceId()).toBe(first);
  expect(localStorage.getItem('loginDeviceId')).toBe(first);
});

it('replaces a malformed stored id', () => {
  localStorage.setItem('loginDeviceId', 'junk');
  expect(loginDeviceId()).toHaveLength(36);
});
