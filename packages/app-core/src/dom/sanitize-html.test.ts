import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

const links = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return [...holder.querySelectorAll('a')];
};

describe('server HTML made safe', () => {
  it.each([
    ['a script', '<p>a</p><script>window.__pwned = 1</script>', 'script'],
    ['an event handler', '<img src="x.png" onerror="window.__pwned = 1">', 'onerror'],
    ['a javascript: link', '<a href="javascript:window.__pwned = 1">x</a>', 'javascript:'],
    ['a data: link', '<a href="data:text/html,<b>x</b>">x</a>', 'data:'],
    ['a data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">', 'data:'],
    ['SVG', '<svg onload="window.__pwned = 1"><circle r="5"/></svg>', 'svg'],
    ['a form', '<form action="https://evil.example"><input name="p"></form>', 'form'],
    ['a frame', '<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['a style attribute', '<div style="background:url(javascript:alert(1))">x</div>', 'style'],
    ['a style sheet', '<style>body{}</style><p>x</p>', 'style'],
  ])('drops %s', (_, html, marker) => {
    expect(sanitizeHtml(html).toLowerCase()).not.toContain(marker);
  });

  it('keeps simple markup', () => {
    expect(sanitizeHtml('<p>Deposit <b>10%</b></p><ul><li>one</li></ul>')).toBe('<p>Deposit <b>10%</b></p><ul><li>one</li></ul>');
  });

  it('lets a frame through only from an allowed https host', () => {
    expect(sanitizeHtml('<iframe src="https://video.example/v/1"></iframe>', { frameHosts: ['video.example'] })).toContain('<iframe');
    expect(sanitizeHtml('<iframe src="https://evil.example/v/1"></iframe>', { frameHosts: ['video.example'] })).not.toContain('<iframe');
    expect(sanitizeHtml('<iframe src="http://video.example/v/1"></iframe>', { frameHosts: ['video.example'] })).not.toContain('<iframe');
  });

  it('by default opens every link in a new tab that cannot reach back', () => {
    const [safe, unsafe] = links(sanitizeHtml('<a href="https://help.example">help</a><a href="javascript:steal()">x</a>'));
    expect(safe?.getAttribute('href')).toBe('https://help.example');
    expect(safe?.getAttribute('target')).toBe('_blank');
    expect(safe?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(unsafe?.hasAttribute('href')).toBe(false);
  });

  it("follows the caller's link rule: a new address, the same tab, marks, or no address at all", () => {
    const html = sanitizeHtml('<a href="/in">in</a><a href="/gone">gone</a>', {
      link: (href) => (href === '/in' ? { href: '/m/in', newTab: false, attributes: { 'data-link': 'internal' } } : null),
    });
    const [inside, gone] = links(html);
    expect(inside?.getAttribute('href')).toBe('/m/in');
    expect(inside?.getAttribute('data-link')).toBe('internal');
    expect(inside?.hasAttribute('target')).toBe(false);
    expect(gone?.hasAttribute('href')).toBe(false);
  });

  it("keeps one call's rules out of the next", () => {
    sanitizeHtml('<a href="/x">x</a>', { link: () => null, frameHosts: ['video.example'] });
    const [link] = links(sanitizeHtml('<a href="https://help.example">help</a>'));
    expect(link?.getAttribute('href')).toBe('https://help.example');
    expect(sanitizeHtml('<iframe src="https://video.example/v/1"></iframe>')).not.toContain('<iframe');
  });
});
