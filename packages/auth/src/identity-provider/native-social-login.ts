import type { IdentityChannel } from './identity-provider';

/**
 * Inside the operator's native app, social sign-in is the app's: the page asks the bridge,
 * and the app answers through `onNativeSocialLogin` with the provider's ID token, a text
 * beginning 'Failure' (shown as the alert, spec 000 §8), or 'Cancel'.
 */
interface NativeSocialBridge {
  /** Providers the app can sign in with; an app without the list has none. */
  providers?: readonly string[];
  socialLogin(provider: IdentityChannel): void;
}

declare global {
  interface Window {
    lottoNative?: NativeSocialBridge;
    onNativeSocialLogin?: (result: string) => void;
  }
}

export type NativeLoginOutcome =
  | { kind: 'token'; idToken: string }
  | { kind: 'failure'; message: string }
  | { kind: 'cancelled' }
  /** The app lacks this provider: a coming-soon message. */
  | { kind: 'unavailable' };

const FAILURE_PREFIX = 'Failure';
const CANCEL_PREFIX = 'Cancel';

export function readNativeResult(result: string): NativeLoginOutcome {
  const text = result.trim();
  if (text.startsWith(FAILURE_PREFIX)) return { kind: 'failure', message: text };
  if (text === '' || text.startsWith(CANCEL_PREFIX)) return { kind: 'cancelled' };
  return { kind: 'token', idToken: text };
}

export function nativeSocialLogin(provider: IdentityChannel, target: Window = window): Promise<NativeLoginOutcome> {
  const bridge = target.lottoNative;
  if (!bridge || typeof bridge.socialLogin !== 'function' || !bridge.providers?.includes(provider)) {
    return Promise.resolve({ kind: 'unavailable' });
  }
  return new Promise((resolve) => {
    target.onNativeSocialLogin = (result) => {
      target.onNativeSocialLogin = undefined;
      resolve(readNativeResult(String(result)));
    };
    bridge.socialLogin(provider);
  });
}
