import { describe, expect, it } from 'vitest';
import { promotionTiles } from './tiles';

describe("the reward centre's tiles", () => {
  it('one tile per page, counts added up, in the answer order', () => {
    const tiles = promotionTiles(
      [
        { type: 'LOGIN', count: 1 },
        { type: 'FIRST_DEPOSIT', count: 2 },
        { type: 'NOVICE_TASK', count: 0 },
        { type: 'DEPOSIT', count: 1 },
      ],
      true,
    );
    expect(tiles).toEqual([
      { labelType: 'LOGIN', target: { kind: 'path', path: '/m/activity/signIn' }, count: 1 },
      { labelType: 'DEPOSIT', target: { kind: 'path', path: '/m/voucherCenter' }, count: 3 },
      { labelType: 'REGISTER', target: { kind: 'path', path: '/m/activity/noviceTask' }, count: 0 },
    ]);
  });

  it('no tile for a type with nowhere to go, nor for the app download without the offer', () => {
    expect(
      promotionTiles(
        [
          { type: 'LUCKY_WHEEL', count: 4 },
          { type: 'APP_DOWNLOAD', count: 1 },
        ],
        false,
      ),
    ).toEqual([]);
    expect(promotionTiles([{ type: 'APP_DOWNLOAD', count: 1 }], true)).toEqual([
      { labelType: 'APP_DOWNLOAD', target: { kind: 'app-download' }, count: 1 },
    ]);
  });
});
