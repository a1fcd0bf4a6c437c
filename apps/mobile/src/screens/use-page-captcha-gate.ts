import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import merchant from '@merchant';
import { createCaptchaGate, type CaptchaGateHandle } from '@lotto/captcha';
import type { AppStore } from '../store/create-store';

/**
 * One captcha gate per visit of a page, on the merchant's vendor hosts; the vendor adapter itself
 * loads only when a scene needs it, and goes with the page.
 */
export function usePageCaptchaGate(): CaptchaGateHandle {
  const store = useStore() as AppStore;
  const [gate] = useState(() =>
    createCaptchaGate(store, { defaultHosts: { api: merchant.vendorHosts.captchaApi, static: merchant.vendorHosts.captchaStatic } }),
  );
  useEffect(() => () => gate.dispose(), [gate]);
  return gate;
}
