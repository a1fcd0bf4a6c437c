import { describe, expect, it } from 'vitest';
import { serviceLink } from './service-link';

const BASE = 'https://m.example/m/home';

describe('a service link carries the member’s user name, and for AICAN the VIP label as category', () => {
  it('adds the user name to any service', () => {
    expect(serviceLink('LIVECHAT', 'https://chat.example/live?site=a', { userName: 'player01', vipLabel: 'Gold' }, BASE)).toBe(
      'https://chat.example/live?site=a&userName=player01',
    );
  });

  it('adds the VIP label as category for AICAN', () => {
    expect(serviceLink('AICAN', 'https://cs.example/aican', { userName: 'player01', vipLabel: 'Gold VIP' }, BASE)).toBe(
      'https://cs.example/aican?userName=player01&category=Gold+VIP',
    );
  });

  it('adds nothing for a visitor', () => {
    expect(serviceLink('AICAN', 'https://cs.example/aican', {}, BASE)).toBe('https://cs.example/aican');
  });

  it('resolves a relative path against the app', () => {
    expect(serviceLink('MIDUOKE', '/sim-chat/miduoke', { userName: 'a b' }, BASE)).toBe('https://m.example/sim-chat/miduoke?userName=a+b');
  });

  it('refuses what is not a web address', () => {
    expect(serviceLink('LIVECHAT', 'javascript:alert(1)', { userName: 'x' }, BASE)).toBeNull();
    expect(serviceLink('LIVECHAT', 'http://[bad', {}, BASE)).toBeNull();
  });
});
