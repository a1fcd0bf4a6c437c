import { useState } from 'react';
import merchant from '@merchant';
import { CaptchaGateContext, IdentityProviderContext, LoginScreen, TrackingEventsContext, lazyIdentityProvider } from '@lotto/auth';
import '@lotto/auth/styles.css';
import { CaptchaWidget } from '@lotto/captcha';
import '@lotto/captcha/styles.css';
import { LoginArtwork } from '../components/MerchantArtwork';
import { TitledPage } from '../components/TitledPage';
import { lazyTrackingEvents } from '../early/tracking-events';
import { usePageCaptchaGate } from './use-page-captcha-gate';

export function LoginPage() {
  const gate = usePageCaptchaGate();
  // The merchant's identity provider, if it has one; its SDK loads when the player picks it. The Auth
  // emulator only in a build made for it: a production build carries no emulator address.
  const [identity] = useState(() => {
    const provider = merchant.identityProvider;
    if (!provider) return null;
    const emulatorUrl = import.meta.env.LOTTO_AUTH_EMULATOR_URL;
    return lazyIdentityProvider(emulatorUrl === undefined ? provider : { ...provider, emulatorUrl });
  });
  return (
    <TitledPage titleKey="title.login">
      {/* The merchant's artwork heads the page, where index.html's shell painted it (first-screen/FirstScreenShell). */}
      {merchant.artwork ? <LoginArtwork src={merchant.artwork} alt={merchant.name} /> : null}
      <TrackingEventsContext value={lazyTrackingEvents}>
        <IdentityProviderContext value={identity}>
          <CaptchaGateContext value={gate}>
            <LoginScreen />
            <CaptchaWidget gate={gate} scene="login" />
          </CaptchaGateContext>
        </IdentityProviderContext>
      </TrackingEventsContext>
    </TitledPage>
  );
}
