import { describe, expect, it } from 'vitest';
import { opensInSameTab } from './download-target';

describe('where a download link opens (spec 001 §5)', () => {
  it('opens .ipa, .apk and .mobileconfig files in the same tab, whatever their query', () => {
    expect(opensInSameTab('https://x.example/a.IPA')).toBe(true);
    expect(opensInSameTab('/files/b.apk?v=2')).toBe(true);
    expect(opensInSameTab('https://x.example/c.mobileconfig')).toBe(true);
    expect(opensInSameTab('https://play.google.com/store/apps/details?id=x.apk')).toBe(false);
  });
});
