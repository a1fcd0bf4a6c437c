import { describe, expect, it } from 'vitest';
import { classifyLink, sanitizeLinkedHtml as sanitizeContent } from './linked-html';

const ORIGIN = window.location.origin;

// The rules every server HTML follows are app-core's (src/dom/sanitize-html.test.ts); these are those of HTML whose links the app routes (announcements, promotions).
describe('server HTML with routed links', () => {
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
