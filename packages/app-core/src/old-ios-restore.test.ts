import { describe, expect, it } from 'vitest';
import { detectEnvironment } from './environment';
import {
  forgetOldIosRestore,
  isOldIosInstalledApp,
  oldIosHomeAddress,
  oldIosResumeAddress,
  readOldIosRestore,
  rememberForOldIos,
} from './old-ios-restore';
import { saveTrackedQuery } from './tracked-query';

const ios = (version: string, standalone: boolean) =>
  detectEnvironment({
    userAgent: `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X)`,
    search: '',
    standalone,
    webclipFlag: null,
  });

describe('old iOS installed-app mode', () => {
  it('applies to installed apps on iOS before 13 only', () => {
    expect(isOldIosInstalledApp(ios('12_4', true))).toBe(true);
    expect(isOldIosInstalledApp(ios('12_4', false))).toBe(false);
    expect(isOldIosInstalledApp(ios('16_0', true))).toBe(false);
  });

  it('keeps the last path and token, and forgets both', () => {
    rememberForOldIos('/m/game?x=1', 'tok');
    expect(readOldIosRestore()).toEqual({ path: '/m/game?x=1', token: 'tok' });
    rememberForOldIos('/m/home', null);
    expect(readOldIosRestore().token).toBeNull();
    forgetOldIosRestore();
    expect(readOldIosRestore()).toEqual({ path: null, token: null });
  });

  it('resumes the remembered page with the tracked parameters of this launch, its own query first', () => {
    expect(oldIosResumeAddress('/m/member/home?tab=2&r=old#x', '?fbclid=F&r=new&other=1')).toBe('/m/member/home?tab=2&r=old&fbclid=F#x');
  });

  it('sends a 401 home with the tracked parameters, from the address or saved', () => {
    saveTrackedQuery('?gclid=G');
    expect(oldIosHomeAddress('?affiliateCode=A1&other=1')).toBe('/m/home?affiliateCode=A1&gclid=G');
  });
});
