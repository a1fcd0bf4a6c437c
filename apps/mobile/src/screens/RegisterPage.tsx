import { useState } from 'react';
import { useStore } from 'react-redux';
import merchant from '@merchant';
import { CaptchaGateContext, RegisterScreen, TrackingEventsContext, recordingTracker, type TrackedEvent } from '@lotto/auth';
import '@lotto/auth/styles.css';
import { CaptchaWidget, createCaptchaGate } from '@lotto/captcha';
import '@lotto/captcha/styles.css';
import type { AppStore } from '../app/create-store';
import { TitledPage } from '../components/TitledPage';

declare global {
  interface Window {
    /**
     * Stand-in for the tracking issue: registration's events (registerSubmit, register) are
     * recorded here in memory, in every build, until real tracking replaces the recorder.
     */
    __trackedEvents?: TrackedEvent[];
  }
}

function trackedEvents(): TrackedEvent[] {
  window.__trackedEvents ??= [];
  return window.__trackedEvents;
}

export function RegisterPage() {
  const store = useStore() as AppStore;
  const [gate] = useState(() =>
    createCaptchaGate(store, { defaultHosts: { api: merchant.vendorHosts.captchaApi, static: merchant.vendorHosts.captchaStatic } }),
  );
  const [tracking] = useState(() => recordingTracker(trackedEvents()));
  return (
    <TitledPage titleKey="title.register">
      <TrackingEventsContext value={tracking}>
        <CaptchaGateContext value={gate}>
          <RegisterScreen />
          <CaptchaWidget gate={gate} scene="register" />
        </CaptchaGateContext>
      </TrackingEventsContext>
    </TitledPage>
  );
}
