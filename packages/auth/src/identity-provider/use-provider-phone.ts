import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_DEFAULT_COUNTDOWN_S } from '../constants';
import { useAuthSelector } from '../state/hooks';
import { useIdentityProvider, type PhoneChallenge } from './identity-provider';
import { useProviderAlert } from './use-provider-alert';

/** The merchant's SMS provider (common data `sms.provider`) that sends codes through the identity provider. */
const PROVIDER_SMS = 'firebase';

/**
 * SMS through the identity provider, for the SMS login and the SMS second factor: the provider
 * sends and checks the code, and the platform gets the provider's ID token instead. The
 * provider's refusals are shown here, so callers only see null.
 */
export function useProviderPhone() {
  const { i18n } = useTranslation();
  const provider = useIdentityProvider();
  const providerAlert = useProviderAlert();
  const smsProvider = useAuthSelector((state) => state.common.sms.provider);
  const challenge = useRef<PhoneChallenge | null>(null);
  const active = provider !== null && smsProvider === PROVIDER_SMS;

  /** Resolves to the resend countdown (the identity provider's is 60 s, spec 000 §4), or null when refused. */
  const send = useCallback(
    async (phoneNumber: string, botCheckHost: HTMLElement) => {
      if (!provider) return null;
      try {
        challenge.current = await provider.sendPhoneCode(phoneNumber, botCheckHost, i18n.language);
        return SMS_DEFAULT_COUNTDOWN_S;
      } catch (error) {
        providerAlert(error);
        return null;
      }
    },
    [i18n.language, provider, providerAlert],
  );

  const hasSent = useCallback(() => challenge.current !== null, []);

  /** The ID token for the code, or null when no code was sent or the provider refused it. */
  const confirm = useCallback(
    async (code: string) => {
      if (!challenge.current) return null;
      try {
        return await challenge.current.confirm(code);
      } catch (error) {
        providerAlert(error);
        return null;
      }
    },
    [providerAlert],
  );

  return { active, send, hasSent, confirm };
}
