import { describe, expect, it } from 'vitest';
import { clearSessionInfo, readSessionInfo, takeTokenFromUrl, writeSessionInfo } from './session-info';

describe('session info', () => {
  it('is kept in session storage under MC_SESSION_INFO', () => {
    writeSessionInfo({ id: 1, token: 't', merchantCode: 'demo', userName: 'amy', type: 0, firstTimeLogin: false });
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '')).toMatchObject({ token: 't', userName: 'amy' });
    expect(readSessionInfo()?.token).toBe('t');
    clearSessionInfo();
    expect(readSessionInfo()).toBeNull();
  });

  it('ignores a broken or tokenless record', () => {
    sessionStorage.setItem('MC_SESSION_INFO', '{oops');
    expect(readSessionInfo()).toBeNull();
    sessionStorage.setItem('MC_SESSION_INFO', '{"token":""}');
    expect(readSessionInfo()).toBeNull();
  });

  it('takes token or tokens from the address and removes both', () => {
    expect(takeTokenFromUrl('https://x.test/m/member/home?token=abc&r=1#top')).toEqual({
      token: 'abc',
      cleanedUrl: '/m/member/home?r=1#top',
    });
    expect(takeTokenFromUrl('https://x.test/m/appDownload?tokens=xyz')).toEqual({ token: 'xyz', cleanedUrl: '/m/appDownload' });
    expect(takeTokenFromUrl('https://x.test/m/home')).toEqual({ token: null, cleanedUrl: '/m/home' });
  });
});
