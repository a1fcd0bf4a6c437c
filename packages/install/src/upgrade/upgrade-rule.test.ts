import { describe, expect, it } from 'vitest';
import type { NativeAppInfo, NativeUpgrade } from './native-contract';
import { chooseUpgrade } from './upgrade-rule';

const upgrade: NativeUpgrade = {
  version: '2.5.0',
  title: 'New version 2.5.0',
  description: 'Faster draws.',
  links: { Android: 'https://dl.example.com/app.apk', IOS: 'https://dl.example.com/app.ipa' },
};

function app(overrides: Partial<NativeAppInfo> = {}): NativeAppInfo {
  return { version: '2.4.40', platform: 'Android', upgrade, ...overrides };
}

describe('when the app-upgrade modal is shown', () => {
  it.each([
    ['in the app, upgrade, link', true, app(), true],
    ['not in the app', false, app(), false],
    ['in the app, no native answer', true, null, false],
    ['in the app, no upgrade', true, app({ upgrade: null }), false],
    ['in the app, no link at all', true, app({ upgrade: { ...upgrade, links: {} } }), false],
    [
      'in the app, a link only for the other platform',
      true,
      app({ platform: 'IOS', upgrade: { ...upgrade, links: { Android: 'a.apk' } } }),
      false,
    ],
    ['in the app, an offer no newer than the app', true, app({ version: '2.5.0' }), false],
    ['in the app, an offer without a version', true, app({ upgrade: { ...upgrade, version: undefined } }), true],
  ])('%s: shown %s', (_case, inApp, info, shown) => {
    expect(chooseUpgrade(inApp, info) !== null).toBe(shown);
  });

  it("offers the app's own platform's link with the banner texts", () => {
    expect(chooseUpgrade(true, app({ platform: 'IOS' }))).toEqual({
      title: 'New version 2.5.0',
      description: 'Faster draws.',
      link: 'https://dl.example.com/app.ipa',
      direct: true,
    });
  });

  it('downloads directly from 2.4.39 and through the redirect page below it', () => {
    expect(chooseUpgrade(true, app({ version: '2.4.38' }))?.direct).toBe(false);
    expect(chooseUpgrade(true, app({ version: '2.4.39' }))?.direct).toBe(true);
    expect(chooseUpgrade(true, app({ version: '2.4.40' }))?.direct).toBe(true);
    expect(chooseUpgrade(true, app({ version: '2.10.0', upgrade: { ...upgrade, version: '2.11.0' } }))?.direct).toBe(true);
  });
});
