import { describe, expect, it } from 'vitest';
import { pixelSettings } from './settings';

const APP = 'https://lotto.example';

describe('the pixels’ settings from the status answer', () => {
  it("keeps a script address on the app's own origin (a first-party copy of the vendor's script)", () => {
    const settings = pixelSettings(
      { gtagId: 'G-1', scriptUrls: { google: `${APP}/sim-pixels/google.js`, facebook: '/px/fbevents.js' } },
      APP,
    );
    expect(settings.scriptUrls).toEqual({ google: `${APP}/sim-pixels/google.js`, facebook: '/px/fbevents.js' });
  });

  it("drops one anywhere else, even on a vendor's host the policy allows, so the vendor's own address stands", () => {
    const settings = pixelSettings(
      {
        gtagId: 'G-1',
        scriptUrls: {
          google: 'https://www.googletagmanager.com/gtm.js?id=GTM-EVIL',
          facebook: 'https://evil.example/fbevents.js',
          tiktok: 'http://[::1',
          kwai: 'javascript:alert(1)',
        },
      },
      APP,
    );
    expect(settings.scriptUrls).toEqual({});
    expect(settings.ids).toEqual({ google: 'G-1' });
  });
});
