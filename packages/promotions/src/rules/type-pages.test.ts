import { describe, expect, it } from 'vitest';
import { belongsTo, typeTarget } from './type-pages';

describe('which page a promotion type belongs to', () => {
  it.each([
    ['LOGIN', '/m/activity/signIn'],
    ['NOVICE_TASK', '/m/activity/noviceTask'],
    ['NEW_REGISTER', '/m/activity/noviceTask'],
    ['RESCUE_FUND', '/m/activity/rescue'],
    ['FIRST_DEPOSIT', '/m/voucherCenter'],
    ['RANK_BOARD', '/m/leaderBoard'],
    ['MISSION', '/m/leaderBoard'],
    ['RANK_SALARY', '/m/member/benefits'],
  ])('%s leads to %s', (type, path) => {
    expect(typeTarget(type)).toEqual({ kind: 'path', path });
    expect(belongsTo(type, path)).toBe(true);
  });

  it('the app-download promotion has no page, and an unknown type none either', () => {
    expect(typeTarget('APP_DOWNLOAD')).toEqual({ kind: 'app-download' });
    expect(typeTarget('MANUAL')).toBeNull();
    expect(belongsTo('MANUAL', '/m/voucherCenter')).toBe(false);
  });
});
