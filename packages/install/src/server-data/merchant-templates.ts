import type { ApiClient } from '@lotto/api-client';

/**
 * What `GET /wps/system/templates` answers: the merchant's template parameters (spec 001 §3). The
 * shell reads `image_logo` (the brand logo, which the status call lacks); the installed app's
 * manifest reads the rest (`pwa`, `desktop_app_feature`, `apple_touch_icon`, see
 * `manifest/templates.ts`). The flat shape is the simulator's, the platform's was not seen, so
 * every field may be missing.
 */
export interface MerchantTemplates {
  image_logo?: string | null;
}

/**
 * `GET /wps/system/templates` (COMM3, no token; silent, its row in `CALLS`: a failure keeps the
 * templates already kept). Single flight: the shell's brand logo asks at the same moment as the
 * installed app's manifest, and one request answers both.
 */
export function merchantTemplates(api: Pick<ApiClient, 'call'>) {
  return api.call<MerchantTemplates & Record<string, unknown>>('/wps/system/templates', { singleFlight: true });
}
