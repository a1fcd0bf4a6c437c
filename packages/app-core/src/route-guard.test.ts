import { describe, expect, it } from 'vitest';
import { PATHS } from './paths';
import { guardDecision } from './route-guard';

const backTo = (redirectTo: string) => new URL(redirectTo, 'http://app.invalid').searchParams.get('redirectUrl');

describe('route guard (spec 000 §6)', () => {
  it('lets a member open every route', () => {
    expect(guardDecision(PATHS.memberHome, true)).toEqual({ allow: true });
    expect(guardDecision(PATHS.feedback, true)).toEqual({ allow: true });
  });

  it('lets a visitor see home, login, register, the public invite page and the games (which ask for login themselves)', () => {
    for (const path of [
      '/',
      '/m/home',
      '/m/index',
      '/m/index.html',
      '/m/login',
      '/m/register',
      '/m/register.html',
      '/m/inviteFriends',
      '/m/rewardCenter',
      '/m/game',
      '/m/launchGame',
    ]) {
      expect(guardDecision(path, false)).toEqual({ allow: true });
    }
  });

  it('sends a visitor from a guarded route to login, which is told to lead back there', () => {
    for (const path of ['/m/member/home', '/m/changePsw', '/m/activity', '/m/agentRegister', '/m/activity/signIn', '/m/voucherCenter']) {
      expect(guardDecision(path, false)).toEqual({ allow: false, redirectTo: `/m/login?redirectUrl=${encodeURIComponent(path)}` });
    }
  });

  it('leads back to the whole address, query and hash, but never hands on a token', () => {
    const decision = guardDecision('/m/activity?id=7&token=stale&tokens=old#play', false);
    expect(decision.allow).toBe(false);
    if (!decision.allow) {
      expect(new URL(decision.redirectTo, 'http://app.invalid').pathname).toBe('/m/login');
      expect(backTo(decision.redirectTo)).toBe('/m/activity?id=7#play');
    }
  });

  it('sends a visitor from feedback to home', () => {
    expect(guardDecision('/m/feedback', false)).toEqual({ allow: false, redirectTo: '/m/home' });
  });

  it('ignores a trailing slash and the query when telling public from guarded', () => {
    expect(guardDecision('/m/inviteFriends/', false)).toEqual({ allow: true });
    expect(guardDecision('/m/inviteFriends?r=R1002', false)).toEqual({ allow: true });
    expect(guardDecision('/m/feedback?from=menu', false)).toEqual({ allow: false, redirectTo: '/m/home' });
  });
});
