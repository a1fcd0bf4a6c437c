import { CaptchaGateContext, RegisterScreen, TrackingEventsContext } from '@lotto/auth';
import '@lotto/auth/styles.css';
import { CaptchaWidget } from '@lotto/captcha';
import '@lotto/captcha/styles.css';
import { TitledPage } from '../components/TitledPage';
import { lazyTrackingEvents } from '../early/tracking-events';
import { usePageCaptchaGate } from './use-page-captcha-gate';

export function RegisterPage() {
  const gate = usePageCaptchaGate();
  return (
    <TitledPage titleKey="title.register">
      <TrackingEventsContext value={lazyTrackingEvents}>
        <CaptchaGateContext value={gate}>
          <RegisterScreen />
          <CaptchaWidget gate={gate} scene="register" />
        </CaptchaGateContext>
      </TrackingEventsContext>
    </TitledPage>
  );
}
