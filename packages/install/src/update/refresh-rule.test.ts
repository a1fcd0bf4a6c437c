import { describe, expect, it, vi } from 'vitest';
import { applyRefresh, refreshTarget } from './refresh-rule';

describe('what Refresh does (spec 001 §4)', () => {
  it.each([
    '/m/home',
    '/m/index',
    '/m/index.html',
    '/',
    '/m/game',
    '/m/login',
    '/m/member/home',
    '/m/register',
    '/m/register.html',
    '/m/login/',
  ])('reloads %s in place', (path) => {
    expect(refreshTarget(path)).toEqual({ reload: true });
  });

  it.each(['/m/activity', '/m/changePsw', '/m/lines', '/m/member/benefits', '/m/launchGame', '/m/agentRegister'])(
    'sends %s home',
    (path) => {
      expect(refreshTarget(path)).toEqual({ reload: false, path: '/m/home' });
    },
  );

  it('reloads or loads home with a full page load', () => {
    const location = { pathname: '/m/login', reload: vi.fn(), assign: vi.fn() };
    applyRefresh(location);
    expect(location.reload).toHaveBeenCalledOnce();
    applyRefresh({ ...location, pathname: '/m/activity' });
    expect(location.assign).toHaveBeenCalledWith('/m/home');
  });
});
