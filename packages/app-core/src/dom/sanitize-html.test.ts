import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

const ORIGIN = window.location.origin;

const box = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
};
const links = (html: string) => [...box(html).querySelectorAll('a')];
/** Every address left in the markup that a tap, a submit or the page itself could follow. */
const followable = (html: string) =>
  [...box(html).querySelectorAll('*')].flatMap((node) =>
    ['href', 'xlink:href', 'action', 'formaction', 'ping', 'background', 'content'].flatMap((name) => {
      const value = node.getAttribute(name);
      return value === null ? [] : [`${node.nodeName.toLowerCase()} ${name}=${value}`];
    }),
  );

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

  it("keeps one call's frame hosts out of the next", () => {
    sanitizeHtml('<p>x</p>', { frameHosts: ['video.example'] });
    expect(sanitizeHtml('<iframe src="https://video.example/v/1"></iframe>')).not.toContain('<iframe');
  });
});

describe('links in server HTML, read by one rule', () => {
  it('routes a page of the app in the tab, opens the web in a new one that cannot reach back, leaves mail and phone to the device', () => {
    const [inside, outside, plain, mail, phone, wps] = links(
      sanitizeHtml(
        '<a href="/m/help#privacy">in</a><a href="https://news.example/a?b=2">out</a><a href="http://old.example/">old</a>' +
          '<a href="mailto:support@example.com">mail</a><a href="tel:+4412345">call</a><a href="/wps/x">api</a>',
      ),
    );
    expect(inside?.getAttribute('href')).toBe('/m/help#privacy');
    expect(inside?.dataset.link).toBe('internal');
    expect(inside?.hasAttribute('target')).toBe(false);
    expect(outside?.getAttribute('href')).toBe('https://news.example/a?b=2');
    expect(outside?.dataset.link).toBe('external');
    expect(outside?.getAttribute('target')).toBe('_blank');
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(plain?.dataset.link).toBe('external');
    expect(mail?.getAttribute('href')).toBe('mailto:support@example.com');
    expect(mail?.dataset.link).toBe('device');
    expect(phone?.dataset.link).toBe('device');
    // The origin's other paths are not the app's pages.
    expect(wps?.getAttribute('href')).toBe(`${ORIGIN}/wps/x`);
    expect(wps?.dataset.link).toBe('external');
  });

  it.each([
    ['an internal link', `<a href="/m/home?token=stolen&tokens=stolen&x=1">in</a>`, '/m/home?x=1'],
    ['an internal link written in full', `<a href="${ORIGIN}/m/activity?tokens=stolen#top">in</a>`, '/m/activity#top'],
    ['an external link', '<a href="https://partner.example/x?token=abc&a=1">out</a>', 'https://partner.example/x?a=1'],
  ])('takes the session token out of %s', (_, html, href) => {
    expect(links(sanitizeHtml(html))[0]?.getAttribute('href')).toBe(href);
  });

  it.each([
    ['a javascript: address', '<p>Go <a href="javascript:steal()">here <b>now</b></a>!</p>', '<p>Go here <b>now</b>!</p>'],
    ['an empty address', '<p><a href="">home</a></p>', '<p>home</p>'],
    ['a blank address', '<p><a href="  ">home</a></p>', '<p>home</p>'],
    ['a bare fragment', '<p><a href="#">top</a></p>', '<p>top</p>'],
    ['no address', '<p><a>plain</a></p>', '<p>plain</p>'],
    ['an address with a password in it', `<p><a href="https://${window.location.host}@evil.example/">ours</a></p>`, '<p>ours</p>'],
  ])('keeps the words of a link with %s as text, not a link to the site root', (_, html, text) => {
    expect(sanitizeHtml(html)).toBe(text);
  });

  it('reads an image map the same way: no area takes the app elsewhere', () => {
    const html = sanitizeHtml(
      '<img src="https://cdn.example/map.png" usemap="#m"><map name="m">' +
        '<area shape="rect" coords="0,0,9,9" href="https://evil.example/?token=abc" target="_top">' +
        '<area shape="rect" coords="9,9,19,19" href="/m/home?token=abc">' +
        '<area shape="rect" coords="19,19,29,29" href="javascript:steal()"></map>',
    );
    const areas = [...box(html).querySelectorAll('area')];
    expect(areas.map((area) => [area.getAttribute('href'), area.dataset.link, area.getAttribute('target')])).toEqual([
      ['https://evil.example/', 'external', '_blank'],
      ['/m/home', 'internal', null],
    ]);
  });

  it.each([
    ['an SVG link', '<svg><a xlink:href="https://evil.example/"><text>x</text></a></svg><p>ok</p>'],
    ['a form action', '<form action="https://evil.example/"><button formaction="https://evil.example/">go</button></form>'],
    ['a button formaction', '<button formaction="https://evil.example/">go</button>'],
    ['a base address', '<base href="https://evil.example/"><a href="/m/home">in</a>'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example/"><p>x</p>'],
    ['an address on a plain element', '<div href="https://evil.example/" background="https://evil.example/">x</div>'],
    ['a ping', '<a href="https://ok.example/" ping="https://evil.example/">x</a>'],
    ['a target of its own', '<a href="/m/home" target="_top">x</a>'],
  ])('leaves no other way out in %s', (_, html) => {
    const kept = sanitizeHtml(html);
    expect(followable(kept).filter((entry) => entry.includes('evil.example'))).toEqual([]);
    expect(kept).not.toMatch(/<(base|meta|form)\b|_top/);
  });

  it("does not take the server's own marks for ours", () => {
    const [link] = links(sanitizeHtml('<a href="https://evil.example/" data-link="internal">x</a>'));
    expect(link?.dataset.link).toBe('external');
  });
});
