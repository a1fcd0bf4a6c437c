import { describe, expect, it } from 'vitest';
import { noticeText } from './notice-text';

describe("a notice's words on the scrolling line", () => {
  it('reads HTML as text, folding the white space, and runs nothing in it', () => {
    (window as { __pwned?: unknown }).__pwned = undefined;
    const text = noticeText({
      title: 'Cashback',
      content: '<p>Play any slot\n this weekend</p><p>and get <b>5%</b> back.</p><img src="x" onerror="window.__pwned = 1">',
    });
    expect(text).toBe('Play any slot this weekend and get 5% back.');
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it('keeps plain text, and falls back to the title when there is no content', () => {
    expect(noticeText({ title: 'T', content: 'Games pause on Sunday 02:00–04:00.' })).toBe('Games pause on Sunday 02:00–04:00.');
    expect(noticeText({ title: ' Maintenance ', content: '' })).toBe('Maintenance');
  });
});
