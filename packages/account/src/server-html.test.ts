import { describe, expect, it } from 'vitest';
import { keptLink, safeHtml } from './server-html';

const ORIGIN = 'https://play.example';

describe('links in server HTML', () => {
  it('routes a page of the app in the tab, opens the web in a new one without the token, keeps mail and phone', () => {
    expect(keptLink('/m/help#privacy', ORIGIN)).toEqual({ href: '/m/help#privacy', newTab: false, attributes: { 'data-in-app': '' } });
    expect(keptLink('https://play.example/m/feedback?x=1', ORIGIN)).toMatchObject({ href: '/m/feedback?x=1', newTab: false });
    expect(keptLink('https://news.example/a?token=secret&b=2', ORIGIN)).toEqual({ href: 'https://news.example/a?b=2', newTab: true });
    expect(keptLink('mailto:support@example.com', ORIGIN)).toEqual({ href: 'mailto:support@example.com', newTab: false });
    expect(keptLink('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(keptLink('https://play.example/wps/x', ORIGIN)?.newTab).toBe(true);
  });

  it('drops scripts and handlers, and marks the app’s links', () => {
    const html = safeHtml('<p onclick="x()">Hi <a href="/m/help#term">terms</a></p><script>bad()</script>', ORIGIN);
    expect(html).not.toContain('script');
    expect(html).not.toContain('onclick');
    expect(html).toContain('<a href="/m/help#term" data-in-app="">terms</a>');
  });
});
