import { describe, expect, it } from 'vitest';
import { vipBenefitsShown, vipProgress } from './rank-progress';

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

describe('VIP benefits (spec 001 §5)', () => {
  it.each([
    [{ clubLabel: { labelName: 'Gold', type: 'AUTO', rankLevel: 3 } }, true],
    [{ clubLabel: { labelName: 'Bronze', type: 'VIP', rankLevel: 1 } }, false],
    [{}, false],
    [null, false],
  ])('for %o: shown %s', (member, shown) => {
    expect(vipBenefitsShown(member)).toBe(shown);
  });
});
