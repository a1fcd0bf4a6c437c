import { expect, it } from 'vitest';
import { keepVoluumClick, readVoluumClick } from './voluum-cookie';

it('keeps the Voluum click in a cookie for one day (spec 000 §9)', () => {
  const writes: string[] = [];
  const doc = { cookie: '' } as Document;
  Object.defineProperty(doc, 'cookie', { get: () => 'a=1; voluum_cid=abc%20d', set: (value: string) => writes.push(value) });
  keepVoluumClick(new URLSearchParams('cid=abc d'), doc);
  expect(writes).toEqual(['voluum_cid=abc%20d; max-age=86400; path=/; SameSite=Lax']);
  expect(readVoluumClick(doc)).toBe('abc d');
});

it('writes nothing without a click in the address', () => {
  const doc = { cookie: '' } as Document;
  keepVoluumClick(new URLSearchParams('fbclid=1'), doc);
  expect(doc.cookie).toBe('');
});
