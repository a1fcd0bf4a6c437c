import { expect, it } from 'vitest';
import { readAdInfo } from './ad-info';

it('passes the native app’s stored ad ids through as they are, only those present (spec 001 §3)', () => {
  localStorage.clear();
  localStorage.setItem('gpsAdid', 'g-1');
  localStorage.setItem('appsflyerId', 'af-2');
  localStorage.setItem('idfa', '');
  expect(readAdInfo()).toEqual({ gpsAdid: 'g-1', appsflyerId: 'af-2' });
});
