import { describe, expect, it } from 'vitest';
import { cannedApi } from '@lotto/api-client/testing';
import { listAnnouncements } from './announcements';
import { listBanners } from './banners';

describe('the announcements call (COMM3, with or without the session, silent)', () => {
  it('asks for the popups without keeping the answer', async () => {
    const api = cannedApi();
    await listAnnouncements(api, { types: 'PU', execution: 'B' });
    expect(api.calls[0]?.path).toBe('/wps/relay/MCSFE_getListAnnouncements');
    expect(api.calls[0]?.options).toMatchObject({
      auth: false,
      moduleId: 'COMM3',
      alert: false,
      query: { platform: 'M', types: 'PU', execution: 'B' },
      cache: false,
    });
  });

  it('asks for every banner group once for the visit', async () => {
    const api = cannedApi();
    await listBanners(api);
    expect(api.calls[0]?.path).toBe('/wps/relay/MCSFE_getListAnnouncements');
    expect(api.calls[0]?.options).toMatchObject({ auth: false, moduleId: 'COMM3', query: { platform: 'M', types: 'B' }, cache: true });
  });

  it('keeps only banners with an image at a web address: none malformed, none javascript: or data:', async () => {
    const banners = [
      { groupName: 'home', url: 'https://cdn.example/a.png' },
      { groupName: 'home', url: '/b/b.svg' },
      { groupName: 'home', url: 'http://[broken' },
      { groupName: 'home', url: 'javascript:alert(1)' },
      { groupName: 'home', url: 'data:image/svg+xml,<svg onload=alert(1)>' },
      { groupName: 'home' },
      null,
    ];
    const api = cannedApi({ '/wps/relay/MCSFE_getListAnnouncements': { success: true, status: 200, value: { banners } } });
    const result = await listBanners(api);
    expect(result.value?.banners?.map((banner) => banner.url)).toEqual(['https://cdn.example/a.png', '/b/b.svg']);
  });
});
