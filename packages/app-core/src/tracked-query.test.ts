import { describe, expect, it } from 'vitest';
import { carryTrackedQuery, readSavedTrackedQuery, saveTrackedQuery, TRACKED_QUERY_PARAMS } from './tracked-query';

describe('tracked query parameters (spec 000 §9)', () => {
  it('carries every tracked parameter from the current address', () => {
    const search = '?' + TRACKED_QUERY_PARAMS.map((name) => `${name}=v-${name}`).join('&') + '&other=x';
    const to = new URL(carryTrackedQuery('/m/login', search), 'http://x');
    for (const name of TRACKED_QUERY_PARAMS) expect(to.searchParams.get(name)).toBe(`v-${name}`);
    expect(to.searchParams.has('other')).toBe(false);
  });

  it('keeps the target path, its own query and hash', () => {
    expect(carryTrackedQuery('/m/activity?id=7#terms', '?affiliateCode=A1')).toBe('/m/activity?id=7&affiliateCode=A1#terms');
  });

  it('lets the target override a carried value', () => {
    expect(carryTrackedQuery('/m/register?r=new', '?r=old')).toBe('/m/register?r=new');
  });

  it('carries caller-supplied names', () => {
    expect(carryTrackedQuery('/m/home', '?promo=9', { extraNames: ['promo'] })).toBe('/m/home?promo=9');
  });

  it('merges values saved in storage when the address lacks them', () => {
    saveTrackedQuery('?referralCode=R9&gclid=G');
    expect(readSavedTrackedQuery()).toEqual({ referralCode: 'R9', gclid: 'G' });
    expect(carryTrackedQuery('/m/register', '', { saved: readSavedTrackedQuery() })).toBe('/m/register?referralCode=R9&gclid=G');
  });

  it('saves caller-supplied names like the fixed ones, and merges them in later', () => {
    saveTrackedQuery('?promo=9&other=x&fbclid=F', ['promo']);
    expect(readSavedTrackedQuery()).toEqual({ promo: '9', fbclid: 'F' });
    expect(carryTrackedQuery('/m/home#top', '', { extraNames: ['promo'], saved: readSavedTrackedQuery() })).toBe(
      '/m/home?fbclid=F&promo=9#top',
    );
  });

  it('adds nothing when there is nothing to carry', () => {
    expect(carryTrackedQuery('/m/home', '')).toBe('/m/home');
  });
});
