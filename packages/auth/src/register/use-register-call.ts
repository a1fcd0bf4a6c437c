import { useCallback, useState } from 'react';
import { useCaptchaGate } from '../shared/captcha-gate';
import { REGISTER_COOLDOWN_MS } from '../constants';
import { useAuthDispatch } from '../state/hooks';
import { registerAccount, type RegisterResult } from './register-account';
import type { RegisterForm } from './register-payload';
import { createSubmitGuard } from '../shared/submit-guard';
import type { CaptchaFields } from '../types';

export interface RegisterAttempt {
  result: RegisterResult;
  payload: Record<string, unknown>;
}

export interface RegisterCallSteps {
  /** Runs first, once the tap is accepted (the registerSubmit event). */
  started?: () => void;
  /** The payload for this form with the captcha's fields. */
  payload: (captcha: CaptchaFields) => Record<string, unknown>;
}

/**
 * What every registration form does with a submit (spec 000 §4): one call however many taps
 * (ignored while one runs, then a 500 ms cooldown), the captcha when the merchant asks for one,
 * then the register call. A refusal's message is the shell's to show; here the spent captcha
 * result is dropped and the widget reloads, so the next submit verifies afresh.
 * `register` answers null when nothing was sent (a refused tap, a closed captcha).
 */
export function useRegisterCall() {
  const dispatch = useAuthDispatch();
  const captcha = useCaptchaGate();
  const [guard] = useState(() => createSubmitGuard(REGISTER_COOLDOWN_MS));
  const [busy, setBusy] = useState(false);

  const register = useCallback(
    async (form: RegisterForm, steps: RegisterCallSteps): Promise<RegisterAttempt | null> => {
      const attempt = await guard.run(async (): Promise<RegisterAttempt | null> => {
        setBusy(true);
        try {
          steps.started?.();
          const fields = captcha.required('register') ? await captcha.verify('register') : {};
          // Closed without a result: nothing is sent, what was typed stays.
          if (fields === null) return null;
          const payload = steps.payload(fields);
          let result: RegisterResult = { kind: 'failed' };
          try {
            result = await dispatch(registerAccount({ mode: form.mode, payload })).unwrap();
          } finally {
            if (result.kind !== 'success') {
              captcha.reset?.();
              // The refusal's message stands between this tap and the next: that one is a new attempt.
              guard.skipCooldown();
            }
          }
          return { result, payload };
        } finally {
          setBusy(false);
        }
      });
      return attempt ?? null;
    },
    [captcha, dispatch, guard],
  );

  return { busy, register };
}
