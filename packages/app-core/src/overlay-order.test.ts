import { describe, expect, it } from 'vitest';
import { hasTurn, OVERLAY_ORDER, type OverlayQueue } from './overlay-order';

describe('whose turn it is in the overlays queue', () => {
  it('runs system, a dialog the player opened, upgrade, forced download, announcement, welcome images, add to home screen, notifications', () => {
    expect(OVERLAY_ORDER).toEqual([
      'system',
      'asked',
      'upgrade',
      'forcedDownload',
      'announcement',
      'welcome',
      'addToHomeScreen',
      'notifications',
    ]);
  });

  it('gives the turn to the first overlay of the order that wants the screen, and none to one that does not', () => {
    const queue: OverlayQueue = { notifications: 'waiting', announcement: 'waiting', addToHomeScreen: 'waiting' };
    expect(OVERLAY_ORDER.filter((id) => hasTurn(queue, id))).toEqual(['announcement']);
    expect(hasTurn({}, 'announcement')).toBe(false);
  });

  it('leaves the screen to an overlay shown until it closes, even when one before it in the order comes', () => {
    const queue: OverlayQueue = { addToHomeScreen: 'shown', forcedDownload: 'waiting', notifications: 'waiting' };
    expect(OVERLAY_ORDER.filter((id) => hasTurn(queue, id))).toEqual(['addToHomeScreen']);
  });

  it('lets a system screen pre-empt every overlay, a shown one included', () => {
    const queue: OverlayQueue = { announcement: 'shown', system: 'waiting', upgrade: 'waiting' };
    expect(OVERLAY_ORDER.filter((id) => hasTurn(queue, id))).toEqual(['system']);
  });

  it('lets a dialog the player opened pre-empt every overlay that opens unasked, a shown one included, but not a system screen', () => {
    const queue: OverlayQueue = { notifications: 'shown', announcement: 'waiting', asked: 'waiting' };
    expect(OVERLAY_ORDER.filter((id) => hasTurn(queue, id))).toEqual(['asked']);
    expect(OVERLAY_ORDER.filter((id) => hasTurn({ ...queue, system: 'waiting' }, id))).toEqual(['system']);
    expect(OVERLAY_ORDER.filter((id) => hasTurn({ notifications: 'shown', announcement: 'waiting' }, id))).toEqual(['notifications']);
  });
});
