import type { ApiClient } from '@lotto/api-client';
import type { CaptchaAdapter, CaptchaVersion } from './types';

interface AdapterSettings {
  api: ApiClient;
  captchaId: string;
}

export type AdapterLoader = (version: CaptchaVersion, settings: AdapterSettings) => Promise<CaptchaAdapter>;

/** The vendor adapters load on first use, each its own chunk: nothing of the captcha is in the first screen. */
export const loadGeetestAdapter: AdapterLoader = async (version, settings) => {
  if (version === 'v4') return (await import('./adapters/geetest-v4')).createGeetestV4Adapter({ captchaId: settings.captchaId });
  return (await import('./adapters/geetest-v3')).createGeetestV3Adapter({ api: settings.api });
};
