import { AgentRegisterScreen, CaptchaGateContext } from '@lotto/auth';
import '@lotto/auth/styles.css';
import { CaptchaWidget } from '@lotto/captcha';
import '@lotto/captcha/styles.css';
import { TitledPage } from '../components/TitledPage';
import { usePageCaptchaGate } from './use-page-captcha-gate';

/** Agent registration (spec 000 §6): the member's referral link, and for agents a form to register players under them. */
export function AgentRegisterPage() {
  const gate = usePageCaptchaGate();
  return (
    <TitledPage titleKey="title.agentRegister">
      <CaptchaGateContext value={gate}>
        <AgentRegisterScreen formFooter={<CaptchaWidget gate={gate} scene="register" />} />
      </CaptchaGateContext>
    </TitledPage>
  );
}
