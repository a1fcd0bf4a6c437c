import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_DEFAULT_COUNTDOWN_S } from './constants';
import { useAuthSelector } from './hooks';
import { useIdentityProvider, type PhoneChallenge } from './identity-provider';

/** The merchant's SMS provider (common data `sms.provider`) that sends codes through the identity provider. */
export const PROVIDER_SMS = 'firebase';

/**
 * SMS through the identity provider, for the SMS login and the SMS second factor: the provider
 * sends and checks the code, and the platform gets the provider's ID token instead.
 */
export function useProviderPhone() {
  const { i18n } = useTranslation();
  const provider = useIdentityProvider();
  const smsProvider = useAuthSelector((state) => state.common.sms.provider);
  const challenge = useRef<PhoneChallenge | null>(null);
  const active = provider !== null && smsProvider === PROVIDER_SMS;

  /** Resolves to the resend countdown: the identity provider's is 60 s (spec 000 §4). */
  const send = useCallback(
    async (phoneNumber: string, botCheckHost: HTMLElement) => {
      if (!provider) throw new Error('No identity provider');
      challenge.current = await provider.sendPhoneCode(phoneNumber, botCheckHost, i18n.language);
      return SMS_DEFAULT_COUNTDOWN_S;
    },
    [i18n.language, provider],
  );

  /** The ID token for the code, or null when no code was sent yet. */
  const confirm = useCallback(async (code: string) => (challenge.current ? challenge.current.confirm(code) : null), []);

  return { active, send, confirm };
}
