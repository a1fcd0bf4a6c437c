import { describe, expect, it } from 'vitest';
import { isCloseMessage, isFromGame } from './close-message';

describe("a game frame's messages", () => {
  it('understands the close message in the shapes providers send', () => {
    expect(isCloseMessage('close')).toBe(true);
    expect(isCloseMessage({ type: 'close' })).toBe(true);
    expect(isCloseMessage({ event: 'closeGame' })).toBe(true);
    expect(isCloseMessage({ action: 'exit' })).toBe(true);
    expect(isCloseMessage({ type: 'balance' })).toBe(false);
    expect(isCloseMessage(null)).toBe(false);
  });

  it("accepts a message only from the game's frame and origin", () => {
    const frame = {} as Window;
    const url = 'https://games.example.net/play?x=1';
    expect(isFromGame({ origin: 'https://games.example.net', source: frame }, url, frame)).toBe(true);
    expect(isFromGame({ origin: 'https://evil.example.org', source: frame }, url, frame)).toBe(false);
    expect(isFromGame({ origin: 'https://games.example.net', source: window }, url, frame)).toBe(false);
    expect(isFromGame({ origin: 'https://games.example.net', source: frame }, url, null)).toBe(false);
    // An isolated game (on the app's own origin) speaks from the opaque origin, and only from its frame.
    expect(isFromGame({ origin: 'null', source: frame }, url, frame, true)).toBe(true);
    expect(isFromGame({ origin: 'null', source: window }, url, frame, true)).toBe(false);
    expect(isFromGame({ origin: 'null', source: frame }, url, frame)).toBe(false);
  });
});
