import { describe, expect, it } from 'vitest';
import { gameSandbox, isSameOriginGame } from './game-sandbox';

const APP = 'https://m.example.com';

describe("a game frame's sandbox", () => {
  it("gives a provider's game its own origin's storage, and nothing that reaches the app", () => {
    expect(gameSandbox('https://games.example.net/play', APP).split(' ').sort()).toEqual([
      'allow-forms',
      'allow-pointer-lock',
      'allow-same-origin',
      'allow-scripts',
    ]);
  });

  it.each(['/m/home', 'https://m.example.com/games/x', '//m.example.com/x'])(
    'isolates a game on the app’s own origin (%s): it runs, but never with allow-same-origin',
    (gameUrl) => {
      expect(isSameOriginGame(gameUrl, APP)).toBe(true);
      const powers = gameSandbox(gameUrl, APP).split(' ');
      expect(powers).toContain('allow-scripts');
      expect(powers).not.toContain('allow-same-origin');
    },
  );

  it('the same host on another port is another origin', () => {
    expect(isSameOriginGame('https://m.example.com:8443/play', APP)).toBe(false);
    expect(isSameOriginGame('http://[broken', APP)).toBe(false);
  });
});
