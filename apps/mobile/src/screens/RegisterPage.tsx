import { useState } from 'react';
import { CaptchaGateContext, RegisterScreen, TrackingEventsContext, recordingTracker } from '@lotto/auth';
import '@lotto/auth/styles.css';
import { CaptchaWidget } from '@lotto/captcha';
import '@lotto/captcha/styles.css';
import { TitledPage } from '../components/TitledPage';
import { trackedEvents } from './tracked-events';
import { usePageCaptchaGate } from './use-page-captcha-gate';

export function RegisterPage() {
  const gate = usePageCaptchaGate();
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
