import { describe, expect, it } from 'vitest';
import { iconUrl } from './icon-url';

describe('a game icon address', () => {
  it('puts a relative icon under the first image CDN', () => {
    expect(iconUrl('games/EVO.svg', ['https://cdn.example.com/', 'https://cdn2.example.com'])).toBe(
      'https://cdn.example.com/games/EVO.svg',
    );
  });

  it('keeps an absolute icon, and has none without an icon or a CDN', () => {
    expect(iconUrl('https://img.example.com/a.png', [])).toBe('https://img.example.com/a.png');
    expect(iconUrl('/cdn/a.png', [])).toBe('/cdn/a.png');
    expect(iconUrl(undefined, ['https://cdn.example.com'])).toBeNull();
    expect(iconUrl('games/EVO.svg', [])).toBeNull();
  });
});
