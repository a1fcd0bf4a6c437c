import { describe, expect, it, vi } from 'vitest';
import { openDownloadLink, opensInSameTab } from './download-target';

describe('where a download link opens (spec 001 §5)', () => {
  it('opens .ipa, .apk and .mobileconfig files in the same tab, whatever their query', () => {
    expect(opensInSameTab('https://x.example/a.IPA')).toBe(true);
    expect(opensInSameTab('/files/b.apk?v=2')).toBe(true);
    expect(opensInSameTab('https://x.example/c.mobileconfig')).toBe(true);
    expect(opensInSameTab('https://play.google.com/store/apps/details?id=x.apk')).toBe(false);
  });

  it('reads a malformed link as no file, without throwing', () => {
    expect(opensInSameTab('http://[broken/a.apk')).toBe(false);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:application/octet-stream,x.apk',
    'http://dl.example.com/a.apk',
    'http://[broken/a.apk',
    'https://play.example@evil.example/a.apk',
  ])('follows no download to %s', (link) => {
    const target = { location: { assign: vi.fn() }, open: vi.fn() };
    openDownloadLink(link, target);
    expect(target.location.assign).not.toHaveBeenCalled();
    expect(target.open).not.toHaveBeenCalled();
  });

  it('follows an https download', () => {
    const target = { location: { assign: vi.fn() }, open: vi.fn() };
    openDownloadLink('https://dl.example.com/a.apk', target);
    expect(target.location.assign).toHaveBeenCalledWith('https://dl.example.com/a.apk');
  });
});
