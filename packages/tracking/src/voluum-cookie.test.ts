import { expect, it } from 'vitest';
import { keepVoluumClick, readVoluumClick } from './voluum-cookie';

function cookieJar(read: string) {
  const writes: string[] = [];
  const doc = {} as Document;
  Object.defineProperty(doc, 'cookie', { get: () => read, set: (value: string) => writes.push(value) });
  return { doc, writes };
}

it('keeps the Voluum click in a cookie for one day (spec 000 §9)', () => {
  const { doc, writes } = cookieJar('a=1; voluum_cid=abc%20d');
  keepVoluumClick(new URLSearchParams('cid=abc d'), doc, 'http:');
  expect(writes).toEqual(['voluum_cid=abc%20d; max-age=86400; path=/; SameSite=Lax']);
  expect(readVoluumClick(doc)).toBe('abc d');
});

it('marks the cookie Secure on https, so it never travels in clear text', () => {
  const { doc, writes } = cookieJar('');
  keepVoluumClick(new URLSearchParams('cid=abc'), doc, 'https:');
  expect(writes).toEqual(['voluum_cid=abc; max-age=86400; path=/; SameSite=Lax; Secure']);
});

it('reads a malformed value as it stands instead of throwing', () => {
  expect(readVoluumClick(cookieJar('voluum_cid=%E0%A4%A;other=1').doc)).toBe('%E0%A4%A');
  expect(readVoluumClick(cookieJar('other=1').doc)).toBeUndefined();
});

it('writes nothing without a click in the address', () => {
  const doc = { cookie: '' } as Document;
  keepVoluumClick(new URLSearchParams('fbclid=1'), doc);
  expect(doc.cookie).toBe('');
});
