import { describe, expect, it } from 'vitest';
import { PATHS } from './paths';
import { guardDecision } from './route-guard';

describe('route guard (spec 000 §6)', () => {
  it('lets a member open every route', () => {
    expect(guardDecision(PATHS.memberHome, true)).toEqual({ allow: true });
    expect(guardDecision(PATHS.feedback, true)).toEqual({ allow: true });
  });

  it('lets a visitor see home, login, register and the public invite page', () => {
    for (const path of ['/', '/m/home', '/m/index', '/m/index.html', '/m/login', '/m/register', '/m/register.html', '/m/inviteFriends']) {
      expect(guardDecision(path, false)).toEqual({ allow: true });
    }
  });

  it('sends a visitor from a guarded route to login', () => {
    for (const path of ['/m/member/home', '/m/changePsw', '/m/activity', '/m/launchGame', '/m/rewardCenter', '/m/voucherCenter']) {
      expect(guardDecision(path, false)).toEqual({ allow: false, redirectTo: '/m/login' });
    }
  });

  it('sends a visitor from feedback to home', () => {
    expect(guardDecision('/m/feedback', false)).toEqual({ allow: false, redirectTo: '/m/home' });
  });

  it('ignores a trailing slash', () => {
    expect(guardDecision('/m/inviteFriends/', false)).toEqual({ allow: true });
  });
});
