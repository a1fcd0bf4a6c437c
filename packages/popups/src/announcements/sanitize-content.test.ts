import { describe, expect, it } from 'vitest';
import { classifyLink, sanitizeContent } from './sanitize-content';

const ORIGIN = window.location.origin;

describe('announcement HTML', () => {
  it.each([
    ['a script', '<p>a</p><script>window.__pwned = 1</script>', 'script'],
    ['an event handler', '<img src="x.png" onerror="window.__pwned = 1">', 'onerror'],
    ['a javascript: link', '<a href="javascript:window.__pwned = 1">x</a>', 'javascript:'],
    ['a data: link', '<a href="data:text/html,<b>x</b>">x</a>', 'data:'],
    ['a data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">', 'data:'],
    ['SVG', '<svg onload="window.__pwned = 1"><circle r="5"/></svg>', 'svg'],
    ['a form', '<form action="https://evil.example"><input name="p"></form>', 'form'],
    ['a frame', '<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['a style', '<div style="background:url(javascript:alert(1))">x</div>', 'style'],
  ])('drops %s', (_, html, marker) => {
    expect(sanitizeContent(html).toLowerCase()).not.toContain(marker);
  });

  it('keeps simple markup', () => {
    expect(sanitizeContent('<p>Deposit <b>10%</b></p><ul><li>one</li></ul>')).toBe('<p>Deposit <b>10%</b></p><ul><li>one</li></ul>');
  });

  it('lets a frame through only from an allowed host', () => {
    expect(sanitizeContent('<iframe src="https://video.example/v/1"></iframe>', ['video.example'])).toContain('<iframe');
    expect(sanitizeContent('<iframe src="https://evil.example/v/1"></iframe>', ['video.example'])).not.toContain('<iframe');
  });

  it('marks app links internal and opens every other one in a new tab without the token', () => {
    const html = sanitizeContent('<a href="/m/inviteFriends">in</a><a href="https://partner.example/x?token=abc&a=1">out</a>');
    const box = document.createElement('div');
    box.innerHTML = html;
    const [inside, outside] = [...box.querySelectorAll('a')];
    expect(inside?.dataset.link).toBe('internal');
    expect(inside?.getAttribute('href')).toBe('/m/inviteFriends');
    expect(outside?.dataset.link).toBe('external');
    expect(outside?.getAttribute('href')).toBe('https://partner.example/x?a=1');
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('classifyLink', () => {
  it.each([
    ['/m/activity?id=1', { kind: 'internal', target: '/m/activity?id=1' }],
    [`${ORIGIN}/m/home#top`, { kind: 'internal', target: '/m/home#top' }],
    ['/other', { kind: 'external', target: `${ORIGIN}/other` }],
    ['https://partner.example/', { kind: 'external', target: 'https://partner.example/' }],
    ['javascript:alert(1)', null],
    ['mailto:help@example.com', null],
  ])('%s', (href, expected) => {
    expect(classifyLink(href, ORIGIN)).toEqual(expected);
  });
});
