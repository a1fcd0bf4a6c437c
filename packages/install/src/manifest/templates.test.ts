import { describe, expect, it } from 'vitest';
import { parseTemplates, readStoredTemplates, storeTemplates } from './templates';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the merchant templates (spec 001 §3)', () => {
  it('reads the four parameters by their names; a number or an object becomes text, anything else is absent', () => {
    expect(
      parseTemplates({ image_logo: '/logo.svg', pwa: { title: 'Lucky' }, desktop_app_feature: 1, apple_touch_icon: '', extra: 'x' }),
    ).toEqual({ imageLogo: '/logo.svg', pwa: '{"title":"Lucky"}', desktopAppFeature: '1', appleTouchIcon: null });
    expect(parseTemplates(null)).toBeNull();
    expect(parseTemplates(['1'])).toBeNull();
  });

  it('are kept in local storage under their own names, and an absent one is removed', () => {
    const storage = memoryStorage({ apple_touch_icon: '/old.png' });
    storeTemplates(storage, { imageLogo: '/logo.svg', pwa: '{}', desktopAppFeature: '1', appleTouchIcon: null });
    expect(Object.fromEntries(storage.items)).toEqual({ image_logo: '/logo.svg', pwa: '{}', desktop_app_feature: '1' });
    expect(readStoredTemplates(storage)).toEqual({ imageLogo: '/logo.svg', pwa: '{}', desktopAppFeature: '1', appleTouchIcon: null });
  });

  it('read as none when storage is refused', () => {
    const refused = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    };
    expect(readStoredTemplates(refused)).toEqual({ imageLogo: null, pwa: null, desktopAppFeature: null, appleTouchIcon: null });
    expect(() => storeTemplates(refused, { imageLogo: 'x', pwa: null, desktopAppFeature: null, appleTouchIcon: null })).not.toThrow();
  });
});
