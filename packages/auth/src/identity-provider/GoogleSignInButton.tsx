import { lazy, Suspense, useState } from 'react';
import { useTexts } from '@lotto/i18n';
import { readBrowserEnvironment } from '@lotto/app-core';
import { Button } from '@lotto/ui';
import { useIdentityProvider, type EmulatorAccount, type IdentityProof } from './identity-provider';
import { AUTH_NAMESPACE } from '../locales';
import { nativeSocialLogin } from './native-social-login';
import { isPrivateBrowsing } from './private-mode';
import { useAuthNotice, useProviderAlert } from './use-provider-alert';

// A test aid: only a build whose provider is the Auth emulator ever asks for it, so it stays out of the sign-in chunk.
const EmulatorAccountDialog = /* @__PURE__ */ lazy(() =>
  import('./EmulatorAccountDialog').then((m) => ({ default: m.EmulatorAccountDialog })),
);

interface Props {
  busy: boolean;
  onProof: (identity: IdentityProof) => void;
}

function GoogleMark() {
  return (
    <svg className="auth-provider-mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path fill="#4285f4" d="M45 24.5c0-1.6-.1-3.1-.4-4.5H24v8.5h11.8a10 10 0 0 1-4.4 6.6v5.5h7.1C42.6 36.8 45 31.2 45 24.5z" />
      <path
        fill="#34a853"
        d="M24 46c5.9 0 10.9-2 14.5-5.3l-7.1-5.5c-2 1.3-4.5 2.1-7.4 2.1-5.7 0-10.6-3.9-12.3-9H4.4v5.7A22 22 0 0 0 24 46z"
      />
      <path fill="#fbbc05" d="M11.7 28.3a13 13 0 0 1 0-8.6V14H4.4a22 22 0 0 0 0 20z" />
      <path fill="#ea4335" d="M24 10.7c3.2 0 6.1 1.1 8.4 3.3l6.3-6.3A22 22 0 0 0 4.4 14l7.3 5.7c1.7-5.1 6.6-9 12.3-9z" />
    </svg>
  );
}

/**
 * Sign-in with Google: through the native app's bridge inside the app, else the provider's
 * SDK (loaded on this tap). Private windows are refused before anything loads.
 */
export function GoogleSignInButton({ busy, onProof }: Props) {
  const { t } = useTexts(AUTH_NAMESPACE);
  const provider = useIdentityProvider();
  const notice = useAuthNotice();
  const providerAlert = useProviderAlert();
  const [pending, setPending] = useState(false);
  const [chooser, setChooser] = useState<{ resolve: (account: EmulatorAccount | null) => void } | null>(null);
  const inApp = readBrowserEnvironment().inApp;
  if (!provider && !inApp) return null;

  const signIn = async () => {
    if (pending || busy) return;
    setPending(true);
    try {
      if (inApp) {
        const outcome = await nativeSocialLogin('google');
        if (outcome.kind === 'unavailable') notice({ key: 'identity.comingSoon' });
        else if (outcome.kind === 'failure') notice({ text: outcome.message });
        else if (outcome.kind === 'token') onProof({ channel: 'google', idToken: outcome.idToken });
        return;
      }
      if (!provider) return;
      if (await isPrivateBrowsing()) {
        notice({ key: 'not_support_incognito' });
        return;
      }
      const idToken = await provider.signInWithGoogle({
        pickEmulatorAccount: () => new Promise((resolve) => setChooser({ resolve })),
      });
      if (idToken) onProof({ channel: 'google', idToken });
    } catch (error) {
      providerAlert(error);
    } finally {
      setPending(false);
    }
  };

  const chosen = (account: EmulatorAccount | null) => {
    chooser?.resolve(account);
    setChooser(null);
  };

  return (
    <div className="auth-identity">
      <p className="auth-divider">{t('identity.or')}</p>
      <Button variant="secondary" fullWidth busy={pending} onClick={() => void signIn()}>
        <GoogleMark />
        {t('identity.google')}
      </Button>
      {chooser && (
        <Suspense fallback={null}>
          <EmulatorAccountDialog open onDone={chosen} />
        </Suspense>
      )}
    </div>
  );
}
