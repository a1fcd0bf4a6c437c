import { describe, expect, it } from 'vitest';
import { vipBadgeStyle } from './vip-colours';

describe("the VIP badge's colours", () => {
  it("take the label's colours, a gradient from color to color2", () => {
    expect(vipBadgeStyle({ color: '#f5c451', color2: '#c8922a' })).toEqual({
      '--shell-vip-from': '#f5c451',
      '--shell-vip-to': '#c8922a',
      '--shell-vip-ink': 'var(--shell-vip-ink-dark)',
    });
  });

  it('are one colour without color2, with light text on a dark one', () => {
    expect(vipBadgeStyle({ color: '#1a237e' })).toEqual({
      '--shell-vip-from': '#1a237e',
      '--shell-vip-to': '#1a237e',
      '--shell-vip-ink': 'var(--shell-vip-ink-light)',
    });
  });

  it('read short hex, and take light text when one end is dark', () => {
    expect(vipBadgeStyle({ color: '#fff', color2: '#000' })?.['--shell-vip-ink' as 'color']).toBe('var(--shell-vip-ink-light)');
  });

  it("are the theme's without colours, or with anything but a hex colour", () => {
    expect(vipBadgeStyle(undefined)).toBeUndefined();
    expect(vipBadgeStyle({})).toBeUndefined();
    expect(vipBadgeStyle({ color: 'red; background: url(x)' })).toBeUndefined();
    expect(vipBadgeStyle({ color: 'url(javascript:x)' })).toBeUndefined();
    // A bad second colour leaves a one-colour badge.
    expect(vipBadgeStyle({ color: '#123456', color2: 'expression(x)' })).toMatchObject({ '--shell-vip-to': '#123456' });
  });
});
