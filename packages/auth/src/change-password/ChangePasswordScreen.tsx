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
import { prepareEncryptedCall } from '../shared/prepare-encryption';
import { createSubmitGuard } from '../shared/submit-guard';
import '../auth.css';

/** How long the "password changed" toast stays. */
const CHANGED_TOAST_MS = 1_500;

type Errors = { current?: string; next?: string; repeat?: string };

/** The forced password change: after the default password, or an expired one where the merchant requires it. */
export function ChangePasswordScreen() {
  const { t } = useTexts(AUTH_NAMESPACE);
  const dispatch = useAuthDispatch();
  const navigate = useTrackedNavigate();
  const reason = useAuthSelector(selectPasswordChangeReason);
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const oldPassword = needsCurrent ? current : DEFAULT_PASSWORD;
    const found: Errors = {
      current: needsCurrent && !current ? t('changePassword.required') : undefined,
      next: !next ? t('changePassword.required') : next === oldPassword ? t('changePassword.sameAsOld') : undefined,
      repeat: !repeat ? t('changePassword.required') : repeat !== next ? t('changePassword.mismatch') : undefined,
    };
    setErrors(found);
    const firstError = (['current', 'next', 'repeat'] as const).find((name) => found[name]);
    if (firstError) return { current: currentRef, next: nextRef, repeat: repeatRef }[firstError].current?.focus();
    void guard.run(async () => {
      setBusy(true);
      try {
        if (await dispatch(submitPasswordChange({ oldPassword, newPassword: next })).unwrap()) {
          dispatch(passwordChangeRequired(null));
          dispatch(
            toastShown({ messageKey: 'changePassword.done', namespace: AUTH_NAMESPACE, durationMs: CHANGED_TOAST_MS, variant: 'success' }),
          );
          navigate(PATHS.home, { replace: true });
        }
      } finally {
        setBusy(false);
      }
    });
  };

  return (
    <div className="auth-login">
      <p className="auth-intro">{t(reason === 'expired' ? 'changePassword.expired' : 'changePassword.intro')}</p>
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
