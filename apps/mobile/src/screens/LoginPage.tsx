import { useState } from 'react';
import { useStore } from 'react-redux';
import merchant from '@merchant';
import { CaptchaGateContext, LoginScreen } from '@lotto/auth';
import '@lotto/auth/styles.css';
import { CaptchaWidget, createCaptchaGate } from '@lotto/captcha';
import '@lotto/captcha/styles.css';
import type { AppStore } from '../app/create-store';
import { TitledPage } from '../components/TitledPage';

export function LoginPage() {
  const store = useStore() as AppStore;
  // One gate per visit of the page; the vendor adapter itself loads only when a scene needs it.
  const [gate] = useState(() =>
    createCaptchaGate(store, { defaultHosts: { api: merchant.vendorHosts.captchaApi, static: merchant.vendorHosts.captchaStatic } }),
  );
  return (
    <TitledPage titleKey="title.login">
      <CaptchaGateContext value={gate}>
        <LoginScreen />
        <CaptchaWidget gate={gate} scene="login" />
      </CaptchaGateContext>
    </TitledPage>
  );
}
