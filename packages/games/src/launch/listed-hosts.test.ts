import { describe, expect, it } from 'vitest';
import { isListedAddress, safeBackUrl } from './listed-hosts';

const ORIGIN = 'https://m.example.com';
const HOSTS = ['games.example.net'];

describe('addresses that leave the app', () => {
  it("accepts the app's own origin and listed hosts only", () => {
    expect(isListedAddress('/m/game', HOSTS, ORIGIN)).toBe(true);
    expect(isListedAddress('https://m.example.com:8443/play', HOSTS, ORIGIN)).toBe(true);
    expect(isListedAddress('https://games.example.net/play?t=1', HOSTS, ORIGIN)).toBe(true);
    expect(isListedAddress('https://games.example.net.evil.org/', HOSTS, ORIGIN)).toBe(false);
    expect(isListedAddress('javascript:alert(1)', HOSTS, ORIGIN)).toBe(false);
    // A game address carries the provider's session: never over plain http, but for the local simulator.
    expect(isListedAddress('http://games.example.net/play?t=1', HOSTS, ORIGIN)).toBe(false);
    expect(isListedAddress('http://127.0.0.1:8081/play?t=1', HOSTS, 'http://127.0.0.1:4600')).toBe(true);
  });

  it('sends an unlisted backUrl home, and never keeps a token in it', () => {
    expect(safeBackUrl('https://evil.example.org/steal', HOSTS, ORIGIN)).toBe(`${ORIGIN}/m/home`);
    expect(safeBackUrl('', HOSTS, ORIGIN)).toBe(`${ORIGIN}/m/home`);
    expect(safeBackUrl('/m/game?token=abc&tab=LIVE', HOSTS, ORIGIN)).toBe(`${ORIGIN}/m/game?tab=LIVE`);
    expect(safeBackUrl('https://games.example.net/lobby?tokens=x', HOSTS, ORIGIN)).toBe('https://games.example.net/lobby');
  });
});
