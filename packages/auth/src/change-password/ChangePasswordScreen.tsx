import { useRef, useState, type FormEvent } from 'react';
import { useTexts } from '@lotto/i18n';
import { PATHS, toastShown, useTrackedNavigate } from '@lotto/app-core';
import { Button } from '@lotto/ui';
import { passwordChangeRequired, selectPasswordChangeReason } from '../state/auth-slice';
import { submitPasswordChange } from './change-password-flow';
import { DEFAULT_PASSWORD } from '../constants';
import { useAuthDispatch, useAuthSelector } from '../state/hooks';
import { AUTH_NAMESPACE } from '../locales';
import { PasswordField } from '../fields/PasswordField';
import { fieldRule, ruleHint, ruleMessage, ruleProblem } from '../fields/register-rules';
import { prepareEncryptedCall } from '../shared/prepare-encryption';
import { createSubmitGuard } from '../shared/submit-guard';
import '../auth.css';

/** How long the "password changed" toast stays. */
const CHANGED_TOAST_MS = 1_500;

type Errors = { current?: string; next?: string; repeat?: string };

/**
 * The password change (`/m/changePsw`): forced after the default password, or an expired one where
 * the merchant requires it (then home), or the member's own choice from the account page (then back
 * there). The new password meets the merchant's password rule (the register rules of the status
 * call), differs from the current one and is typed twice; a refusal keeps what was typed.
 */
export function ChangePasswordScreen() {
  const { t } = useTexts(AUTH_NAMESPACE);
  const dispatch = useAuthDispatch();
  const navigate = useTrackedNavigate();
  const reason = useAuthSelector(selectPasswordChangeReason);
  const rule = fieldRule(
    useAuthSelector((state) => state.common.registerRules),
    'password',
  );
  const needsCurrent = reason !== 'default';
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const guard = useRef(createSubmitGuard()).current;
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);

  const newPasswordProblem = (oldPassword: string): string | undefined => {
    const problem = ruleProblem(rule, next, true);
    if (problem === 'required') return t('changePassword.required');
    if (problem !== null && rule !== null) return ruleMessage(problem, rule, t);
    return next === oldPassword ? t('changePassword.sameAsOld') : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const oldPassword = needsCurrent ? current : DEFAULT_PASSWORD;
    const found: Errors = {
      current: needsCurrent && !current ? t('changePassword.required') : undefined,
      next: newPasswordProblem(oldPassword),
      repeat: !repeat ? t('changePassword.required') : repeat !== next ? t('changePassword.mismatch') : undefined,
    };
    setErrors(found);
    const firstError = (['current', 'next', 'repeat'] as const).find((name) => found[name]);
    if (firstError) return { current: currentRef, next: nextRef, repeat: repeatRef }[firstError].current?.focus();
    void guard.run(async () => {
      setBusy(true);
      try {
        if (await dispatch(submitPasswordChange({ oldPassword, newPassword: next, confirmNewPassword: repeat })).unwrap()) {
          dispatch(passwordChangeRequired(null));
          dispatch(
            toastShown({ messageKey: 'changePassword.done', namespace: AUTH_NAMESPACE, durationMs: CHANGED_TOAST_MS, variant: 'success' }),
          );
          navigate(reason === null ? PATHS.memberHome : PATHS.home, { replace: true });
        }
      } finally {
        setBusy(false);
      }
    });
  };

  const intro =
    reason === 'expired' ? 'changePassword.expired' : reason === 'default' ? 'changePassword.intro' : 'changePassword.voluntary';
  return (
    <div className="auth-login">
      <p className="auth-intro">{t(intro)}</p>
      <form
        className="auth-form"
        method="post"
        action="#"
        noValidate
        onSubmit={submit}
        onFocus={() => void dispatch(prepareEncryptedCall())}
      >
        {needsCurrent ? (
          <PasswordField
            ref={currentRef}
            label={t('changePassword.current')}
            name="current-password"
            autoComplete="current-password"
            value={current}
            error={errors.current}
            onChange={(event) => setCurrent(event.target.value)}
          />
        ) : null}
        <PasswordField
          ref={nextRef}
          label={t('changePassword.new')}
          name="new-password"
          autoComplete="new-password"
          value={next}
          error={errors.next}
          hint={ruleHint(rule, t)}
          onChange={(event) => setNext(event.target.value)}
        />
        <PasswordField
          ref={repeatRef}
          label={t('changePassword.confirm')}
          name="confirm-password"
          autoComplete="new-password"
          value={repeat}
          error={errors.repeat}
          onChange={(event) => setRepeat(event.target.value)}
        />
        <Button type="submit" variant="primary" fullWidth busy={busy}>
          {t('changePassword.submit')}
        </Button>
      </form>
    </div>
  );
}
