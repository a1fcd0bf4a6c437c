import { describe, expect, it, vi } from 'vitest';
import { nativeSocialLogin, readNativeResult } from './native-social-login';

function appWindow(providers?: string[]) {
  const target = {} as Window;
  const socialLogin = vi.fn();
  target.lottoNative = { providers, socialLogin };
  return { target, socialLogin };
}

describe('native app social login', () => {
  it('asks the app and resolves with the ID token it returns', async () => {
    const { target, socialLogin } = appWindow(['google']);
    const outcome = nativeSocialLogin('google', target);
    expect(socialLogin).toHaveBeenCalledWith('google');
    target.onNativeSocialLogin?.('eyJhbGciOiJub25lIn0.e30.');
    await expect(outcome).resolves.toEqual({ kind: 'token', idToken: 'eyJhbGciOiJub25lIn0.e30.' });
    expect(target.onNativeSocialLogin).toBeUndefined();
  });

  it("shows a callback beginning 'Failure' as it is", () => {
    expect(readNativeResult('Failure: Google Play services missing')).toEqual({
      kind: 'failure',
      message: 'Failure: Google Play services missing',
    });
  });

  it('reads Cancel or nothing as the player backing out', () => {
    expect(readNativeResult('Cancel')).toEqual({ kind: 'cancelled' });
    expect(readNativeResult('  ')).toEqual({ kind: 'cancelled' });
  });

  it('is unavailable when the app lacks the provider, or has no bridge', async () => {
    await expect(nativeSocialLogin('google', appWindow(['apple']).target)).resolves.toEqual({ kind: 'unavailable' });
    await expect(nativeSocialLogin('google', appWindow().target)).resolves.toEqual({ kind: 'unavailable' });
    await expect(nativeSocialLogin('google', {} as Window)).resolves.toEqual({ kind: 'unavailable' });
  });
});
