import { describe, expect, it } from 'vitest';
import { applyThemeOverrides, setTheme } from './theme';

describe('theme', () => {
  it('sets a merchant’s custom properties and ignores anything else', () => {
    const el = document.createElement('div');
    applyThemeOverrides({ '--color-primary': '#c8102e', color: 'red' }, el);
    expect(el.style.getPropertyValue('--color-primary')).toBe('#c8102e');
    expect(el.style.color).toBe('');
  });

  it('works on the document root by default and can be undone', () => {
    const undo = applyThemeOverrides({ '--radius-md': '2px' });
    expect(document.documentElement.style.getPropertyValue('--radius-md')).toBe('2px');
    undo();
    expect(document.documentElement.style.getPropertyValue('--radius-md')).toBe('');
  });

  it('switches between light and dark with data-theme', () => {
    setTheme('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    setTheme('light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });
});
