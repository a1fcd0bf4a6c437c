import { createContext, useContext } from 'react';
import type { CaptchaFields } from '../types';

type CaptchaScene = 'login' | 'register' | 'sms';

/**
 * What sign-in needs from a captcha, whatever the vendor: whether a scene needs one, and
 * a verification that resolves to the fields to send, or null when the player closed it.
 * The shell provides the captcha feature's implementation; without one nothing is asked.
 */
export interface CaptchaGate {
  required(scene: CaptchaScene): boolean;
  verify(scene: CaptchaScene): Promise<CaptchaFields | null>;
  /**
   * The call that carried the last result was refused (or it was spent): forget it, and show and
   * reload the widget for a fresh verification (spec 000 §4). Gates without a widget need none.
   */
  reset?(): void;
}

export const noCaptcha: CaptchaGate = {
  required: () => false,
  verify: async () => ({}),
};

export const CaptchaGateContext = createContext<CaptchaGate>(noCaptcha);

export function useCaptchaGate(): CaptchaGate {
  return useContext(CaptchaGateContext);
}
