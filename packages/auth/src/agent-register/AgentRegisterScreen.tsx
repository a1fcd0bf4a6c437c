import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTexts } from '@lotto/i18n';
import { isAgent, loadMemberInfo, readBrowserEnvironment, toastShown } from '@lotto/app-core';
import { Button } from '@lotto/ui';
import { COPY_MANUAL_TOAST_MS, COPY_TOAST_MS, copyShownText } from '@lotto/app-core/copy-text';
import { buildAgentRegisterPayload, referralLink } from './agent-register-flow';
import { useCaptchaGate } from '../shared/captcha-gate';
import { loginDeviceId } from '../shared/device-id';
import { useAuthDispatch, useAuthSelector } from '../state/hooks';
import { AUTH_NAMESPACE } from '../locales';
import { RegisterModeForm } from '../register/RegisterModeForm';
import type { RegisterForm } from '../register/register-payload';
import { useRegisterCall } from '../register/use-register-call';
import { useRegisterRules } from '../register/use-register-rules';
import '../auth.css';

/**
 * The member's own referral link, shown whole (it wraps: the code at its end must stay visible on
 * a phone), with a copy button that says whether it worked.
 */
function ReferralLinkCard({ referralCode }: { referralCode: string | undefined }) {
  const { t } = useTexts(AUTH_NAMESPACE);
  const dispatch = useAuthDispatch();
  const titleId = useId();
  const linkRef = useRef<HTMLElement>(null);
  const link = referralCode ? referralLink(window.location.origin, referralCode) : null;

  const copy = async () => {
    if (!link) return;
    const outcome = await copyShownText(link, linkRef.current);
    dispatch(
      outcome === 'copied'
        ? toastShown({ messageKey: 'agent.copied', namespace: AUTH_NAMESPACE, variant: 'success', durationMs: COPY_TOAST_MS })
        : toastShown({ messageKey: 'agent.copyManual', namespace: AUTH_NAMESPACE, variant: 'info', durationMs: COPY_MANUAL_TOAST_MS }),
    );
  };

  return (
    <section className="auth-agent__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="auth-agent__title">
        {t('agent.linkTitle')}
      </h2>
      <p className="auth-intro">{t('agent.linkIntro')}</p>
      {link ? (
        <>
          <dl className="auth-agent__link">
            <dt className="auth-phone__label">{t('agent.linkLabel')}</dt>
            <dd ref={linkRef} className="auth-agent__url" dir="ltr">
              {link}
            </dd>
          </dl>
          <Button variant="secondary" fullWidth onClick={() => void copy()}>
            {t('agent.copy')}
          </Button>
        </>
      ) : (
        <p className="auth-intro">{t('agent.noLink')}</p>
      )}
    </section>
  );
}

export interface AgentRegisterScreenProps {
  /** Shown under the agent's form: the shell puts the captcha widget here. Not shown to a plain member. */
  formFooter?: ReactNode;
}

/**
 * Agent registration (`/m/agentRegister`, spec 000 §1, §6), reached through the referral entry.
 * Every member sees their own referral link to copy; an agent (type 1 or 2) also registers players
 * under them: the username registration's fields and call, with the agent's referral code and
 * `login: false`, so the agent stays signed in. A success names the new player and clears the form
 * for the next one; a refusal (shown by the shell) keeps what was typed.
 */
export function AgentRegisterScreen({ formFooter }: AgentRegisterScreenProps) {
  const { t } = useTexts(AUTH_NAMESPACE);
  const dispatch = useAuthDispatch();
  const captcha = useCaptchaGate();
  const member = useAuthSelector((state) => state.session.member);
  const status = useAuthSelector((state) => state.session.memberStatus);
  const { busy, register } = useRegisterCall();
  const { rules, afterRefusal } = useRegisterRules();
  const formTitleId = useId();
  // A new key remounts the form: empty for the next player.
  const [formKey, setFormKey] = useState(0);
  const [registered, setRegistered] = useState<string | null>(null);
  const referralCode = member?.referralCode;

  useEffect(() => {
    if (status === 'idle') void dispatch(loadMemberInfo());
  }, [dispatch, status]);

  const submit = useCallback(
    (form: RegisterForm) => {
      if (!referralCode) return;
      void register(form, {
        started: () => setRegistered(null),
        payload: (fields) =>
          buildAgentRegisterPayload(
            form,
            fields,
            {
              env: readBrowserEnvironment(),
              href: window.location.href,
              hostname: window.location.hostname,
              loginDeviceId: loginDeviceId(),
            },
            referralCode,
          ),
      }).then((attempt) => {
        if (attempt?.result.kind === 'failed') afterRefusal(attempt.result.errorCode);
        if (attempt?.result.kind !== 'success') return;
        // The result went with this player; the widget readies itself for the next one.
        captcha.reset?.();
        setRegistered(attempt.result.value.userName || form.username || '');
        setFormKey((key) => key + 1);
      });
    },
    [afterRefusal, captcha, referralCode, register],
  );

  if (!member) {
    return (
      <div className="auth-login">
        {status === 'failed' ? (
          <>
            <p role="alert">{t('agent.loadFailed')}</p>
            <Button variant="secondary" onClick={() => void dispatch(loadMemberInfo())}>
              {t('agent.retry')}
            </Button>
          </>
        ) : (
          <p className="auth-intro" aria-busy="true">
            {t('agent.loading')}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="auth-login auth-agent">
      <ReferralLinkCard referralCode={referralCode} />
      {isAgent(member.type) && referralCode ? (
        <section className="auth-agent__card" aria-labelledby={formTitleId}>
          <h2 id={formTitleId} className="auth-agent__title">
            {t('agent.formTitle')}
          </h2>
          <p className="auth-intro">{t('agent.formIntro')}</p>
          <p className="auth-agent__done" role="status">
            {registered ? t('agent.registered', { username: registered }) : null}
          </p>
          <RegisterModeForm key={formKey} mode="username" busy={busy} onSubmit={submit} rules={rules} forAnotherPlayer />
          {formFooter}
        </section>
      ) : null}
    </div>
  );
}
