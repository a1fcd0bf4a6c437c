import { expect, it } from 'vitest';
import { vipProgress } from './rank-progress';

it('is 1 without a label id, else completed over expected conditions', () => {
  expect(vipProgress(null)).toBe(1);
  expect(
    vipProgress({ playerRankProgress: { labelId: null }, currentProgress: { completedConditions: 1, totalExpectedConditions: 4 } }),
  ).toBe(1);
  expect(
    vipProgress({ playerRankProgress: { labelId: 'L2' }, currentProgress: { completedConditions: 1, totalExpectedConditions: 4 } }),
  ).toBe(0.25);
  expect(
    vipProgress({ playerRankProgress: { labelId: 'L2' }, currentProgress: { completedConditions: 3, totalExpectedConditions: 0 } }),
  ).toBe(1);
});
