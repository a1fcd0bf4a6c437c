import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_CHOICE, shownTheme, themeChoiceOf } from './theme-choice';

describe('the theme choice (spec 001 §9)', () => {
  it('is light unless light, dark or device was kept', () => {
    expect(DEFAULT_THEME_CHOICE).toBe('light');
    expect(themeChoiceOf(null)).toBe('light');
    expect(themeChoiceOf('sepia')).toBe('light');
    expect(themeChoiceOf('Dark')).toBe('light');
    expect(themeChoiceOf('dark')).toBe('dark');
    expect(themeChoiceOf('device')).toBe('device');
  });

  it("shows a fixed choice whatever the device prefers, and the device's preference for device", () => {
    expect(shownTheme('light', true)).toBe('light');
    expect(shownTheme('dark', false)).toBe('dark');
    expect(shownTheme('device', true)).toBe('dark');
    expect(shownTheme('device', false)).toBe('light');
  });
});
