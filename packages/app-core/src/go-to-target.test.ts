import { describe, expect, it } from 'vitest';
import { goToTarget, tableTarget, type GoToContext } from './go-to-target';

const member = (memberType: number | undefined, extra: Partial<GoToContext> = {}): GoToContext => ({
  memberType,
  vipBenefitsShown: true,
  hasAppDownload: true,
  ...extra,
});

describe('go-to-activity targets (spec 001 §2)', () => {
  it.each([
    ['LOGIN', '/m/activity/signIn'],
    ['REGISTER', '/m/activity/noviceTask'],
    ['SAVIOR', '/m/activity/rescue'],
    ['DEPOSIT', '/m/voucherCenter'],
    ['FIRST_DEPOSIT', '/m/voucherCenter'],
    ['SECOND_DEPOSIT', '/m/voucherCenter'],
    ['THIRD_DEPOSIT', '/m/voucherCenter'],
    ['FOURTH_DEPOSIT', '/m/voucherCenter'],
    ['FIFTH_DEPOSIT', '/m/voucherCenter'],
    ['DEPOSIT_COUNT', '/m/voucherCenter'],
    ['DEPOSIT_BET_BONUS', '/m/voucherCenter'],
    ['REFERRAL', '/m/inviteFriends'],
    ['MISSION', '/m/leaderBoard'],
    ['UPGRADE_BONUS', '/m/member/benefits'],
  ])('%s goes to %s', (type, path) => {
    expect(goToTarget(type, member(0))).toEqual({ kind: 'path', path });
  });

  it('APP_DOWNLOAD uses the callback, and hides without one', () => {
    expect(goToTarget('APP_DOWNLOAD', member(0))).toEqual({ kind: 'app-download' });
    expect(goToTarget('APP_DOWNLOAD', member(0, { hasAppDownload: false }))).toBeNull();
  });
});

describe('when the button hides (spec 001 §5)', () => {
  it.each([[-1], [4], [undefined]])('for member type %s', (type) => {
    expect(goToTarget('DEPOSIT', member(type))).toBeNull();
  });

  it.each([
    [0, true],
    [1, false],
    [2, false],
  ])('REFERRAL for member type %s: shown %s', (type, shown) => {
    expect(goToTarget('REFERRAL', member(type)) !== null).toBe(shown);
  });

  it('UPGRADE_BONUS without VIP benefits', () => {
    expect(goToTarget('UPGRADE_BONUS', member(1, { vipBenefitsShown: false }))).toBeNull();
  });

  it('for a type the table does not know, or none', () => {
    expect(goToTarget('LUCKY_WHEEL', member(0))).toBeNull();
    expect(goToTarget(undefined, member(0))).toBeNull();
  });
});

describe("the table's target alone, whoever asks", () => {
  it('leads a type to its page for a visitor too, and knows no other type', () => {
    expect(tableTarget('login')).toEqual({ kind: 'path', path: '/m/activity/signIn' });
    expect(tableTarget('LUCKY_WHEEL')).toBeNull();
    expect(tableTarget(undefined)).toBeNull();
  });
});
