import { afterEach, describe, expect, it } from 'vitest';
import { cannedApi } from '@lotto/api-client/testing';
import { askBannersEarly, homeBanners, takeEarlyBanners } from './early-banners';

const LIST = '/wps/relay/MCSFE_getListAnnouncements';
const banners = [
  { groupName: 'm_popup1', url: '/welcome.png' },
  { groupName: 'home', url: '/first.png' },
  { groupName: 'home', url: '/second.png' },
];
const listed = () => cannedApi({ [LIST]: { success: true, value: { banners } } as never });

afterEach(() => {
  takeEarlyBanners();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('homeBanners', () => {
  it("keeps home's group only, and is empty when the list cannot be had", async () => {
    expect((await homeBanners(listed())).map((banner) => banner.url)).toEqual(['/first.png', '/second.png']);
    expect(await homeBanners(cannedApi())).toEqual([]);
  });
});

describe('askBannersEarly', () => {
  it("asks once at start, preloads the first image with high priority, and hands the list to home's first render only", async () => {
    const api = listed();
    askBannersEarly(api);
    const early = takeEarlyBanners();
    expect(takeEarlyBanners()).toBeNull();
    expect(early?.arrived).toBeUndefined();
    expect((await early?.pending)?.map((banner) => banner.url)).toEqual(['/first.png', '/second.png']);
    expect(early?.arrived).toBe(await early?.pending);
    expect(api.calls.map((call) => call.path)).toEqual([LIST]);
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('href')).toBe('/first.png');
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
  });

  it('preloads nothing when home has no banner', async () => {
    askBannersEarly(cannedApi());
    expect(await takeEarlyBanners()?.pending).toEqual([]);
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it("adds no second preload of an image index.html's start script already preloads", async () => {
    const started = document.createElement('link');
    Object.assign(started, { rel: 'preload', as: 'image' });
    started.setAttribute('href', '/first.png');
    document.head.append(started);
    askBannersEarly(listed());
    await takeEarlyBanners()?.pending;
    expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1);
  });
});
