import { useCallback } from 'react';
import { useCaptchaGate } from '../shared/captcha-gate';
import { useAuthDispatch } from '../state/hooks';
import { sendLoginSms } from './sms-send';

/**
 * Sends a login code through the platform, behind the captcha when the merchant's SMS captcha
 * is on (spec 000 §1, §5), wherever the code is asked for: the SMS login and the second factor.
 * Resolves to the seconds before a resend, or null when refused or the captcha was closed.
 */
export function usePlatformSms(): (countryDialingCode: string, mobileNum: string) => Promise<number | null> {
  const dispatch = useAuthDispatch();
  const captcha = useCaptchaGate();
  return useCallback(
    async (countryDialingCode, mobileNum) => {
      const fields = captcha.required('sms') ? await captcha.verify('sms') : {};
      if (fields === null) return null;
      return dispatch(sendLoginSms({ countryDialingCode, mobileNum, captcha: fields })).unwrap();
    },
    [captcha, dispatch],
  );
}
