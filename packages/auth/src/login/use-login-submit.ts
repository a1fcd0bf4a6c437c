import { useCallback, useRef, useState } from 'react';
import { useTrackedNavigate } from '@lotto/app-core';
import { useCaptchaGate } from '../shared/captcha-gate';
import { useTrackingEvents } from '../shared/tracking-events';
import { useAuthDispatch } from '../state/hooks';
import { loginWithCredentials, type LoginRequest, type LoginResult } from '../session/login-flow';
import { createSubmitGuard } from '../shared/submit-guard';
import type { IdentityProof } from '../identity-provider/identity-provider';
import type { VerifyFlags } from '../types';

export interface PendingVerification {
  flags: VerifyFlags;
  request: LoginRequest;
  /** False once closed: the modal plays its exit animation, then removes itself. */
  open: boolean;
  /** A fresh modal for every request, so a second one starts with empty fields. */
  id: number;
}

/**
 * Submits a login through the guard (many taps, one request), then goes where the
 * platform's answer leads; a second-factor request is handed back to the page, an unlinked
 * provider identity to `onBind`. Resolves with the platform's answer, so the form can follow a
 * refusal (the image captcha); undefined when the guard ignored the tap or the captcha was closed.
 */
export function useLoginSubmit({ onBind }: { onBind?: (identity: IdentityProof) => Promise<void> } = {}) {
  const dispatch = useAuthDispatch();
  const navigate = useTrackedNavigate();
  const captcha = useCaptchaGate();
  const tracking = useTrackingEvents();
  const guard = useRef(createSubmitGuard()).current;
  const [busy, setBusy] = useState(false);
  const [verification, setVerification] = useState<PendingVerification | null>(null);

  const submit = useCallback(
    (request: LoginRequest): Promise<LoginResult | undefined> =>
      guard.run(async () => {
        setBusy(true);
        try {
          // The provider's ID token is itself the proof of a person; the captcha guards passwords.
          const fields = request.type !== 'firebase' && captcha.required('login') ? await captcha.verify('login') : {};
          if (fields === null) return undefined;
          const result = await dispatch(loginWithCredentials({ ...request, captcha: { ...request.captcha, ...fields } })).unwrap();
          if (result.kind === 'success') {
            tracking.track('login', { mode: request.type });
            navigate(result.destination, { replace: true });
          }
          // The refusal's message stands between this tap and the next: that one is a new attempt.
          else if (result.kind === 'failed') guard.skipCooldown();
          else if (result.kind === 'verify')
            setVerification((previous) => ({ flags: result.flags, request: result.request, open: true, id: (previous?.id ?? 0) + 1 }));
          else if (result.kind === 'bind') {
            // The binding dialog asks the player to log in next: that tap must not meet the cooldown.
            guard.skipCooldown();
            await onBind?.(result.identity);
          }
          return result;
        } finally {
          setBusy(false);
        }
      }),
    [captcha, dispatch, guard, navigate, onBind, tracking],
  );

  const closeVerification = useCallback(() => setVerification((previous) => previous && { ...previous, open: false }), []);
  return { submit, busy, verification, closeVerification };
}
