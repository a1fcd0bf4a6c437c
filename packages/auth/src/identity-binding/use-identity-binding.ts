import { useCallback, useRef, useState } from 'react';
import { useTexts } from '@lotto/i18n';
import { loadCommonData } from '@lotto/app-core';
import { ONE_TAP_SOCIAL_FLAG, SOCIAL_REGISTER_FLAG } from '../constants';
import { useAuthDispatch, useAuthSelector } from '../state/hooks';
import type { IdentityProof } from '../identity-provider/identity-provider';
import { identityLoginRequest, registerWithIdentity } from './identity-register';
import { AUTH_NAMESPACE } from '../locales';
import { completeLogin, type LoginRequest } from '../session/login-flow';
import { markFirstTimeLogin } from '../register/after-register';
import { useTrackingEvents } from '../shared/tracking-events';
import type { LoginValue } from '../types';

/**
 * The binding flow of spec 000 §4 for an identity no member owns yet: registered at once
 * with one-tap social login, else the player chooses between linking an account (their next
 * username login carries the identity) and, where allowed, a new account.
 */
export function useIdentityBinding() {
  const { t } = useTexts(AUTH_NAMESPACE);
  const dispatch = useAuthDispatch();
  const tracking = useTrackingEvents();
  const flags = useAuthSelector((state) => state.common.whitelabelVal);
  const merchant = useAuthSelector((state) => state.common.merchantName);
  const [asking, setAsking] = useState<IdentityProof | null>(null);
  const [linking, setLinking] = useState<IdentityProof | null>(null);
  const [registering, setRegistering] = useState(false);
  const [registered, setRegistered] = useState<{ value: LoginValue; request: LoginRequest } | null>(null);
  const finishing = useRef(false);

  const register = useCallback(
    async (identity: IdentityProof) => {
      setRegistering(true);
      try {
        tracking.track('registerSubmit', { mode: 'firebase', channel: identity.channel });
        const smsTemplate = t('identity.smsTemplate', { merchant });
        const result = await dispatch(registerWithIdentity({ identity, smsTemplate })).unwrap();
        if (result.kind !== 'success') return;
        setAsking(null);
        markFirstTimeLogin();
        tracking.track('register', { mode: 'firebase', channel: identity.channel, id: result.value.id });
        setRegistered({ value: result.value, request: identityLoginRequest(identity, result.value.userName) });
      } finally {
        setRegistering(false);
      }
    },
    [dispatch, merchant, t, tracking],
  );

  const onBind = useCallback(
    async (identity: IdentityProof) => {
      if (flags[ONE_TAP_SOCIAL_FLAG]) await register(identity);
      else setAsking(identity);
    },
    [flags, register],
  );

  /** After the success message: the session, fresh merchant data, then where the login leads. */
  const finishRegistration = useCallback(async () => {
    // A second tap on the message's button must not start a second session.
    if (!registered || finishing.current) return null;
    finishing.current = true;
    try {
      const destination = await dispatch(completeLogin(registered)).unwrap();
      void dispatch(loadCommonData({ renew: true }));
      return destination;
    } catch (error) {
      finishing.current = false;
      throw error;
    }
  }, [dispatch, registered]);

  return {
    onBind,
    asking,
    canRegister: Boolean(flags[SOCIAL_REGISTER_FLAG]),
    registering,
    registered,
    linking,
    chooseLink: () => {
      setLinking(asking);
      setAsking(null);
    },
    chooseRegister: () => (asking ? void register(asking) : undefined),
    cancel: () => setAsking(null),
    stopLinking: () => setLinking(null),
    finishRegistration,
  };
}
