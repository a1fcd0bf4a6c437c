import type { MerchantSeed } from '../seed/types';
import { ASSETS_BASE_PATH } from '../seed/stand-in-paths';

/** The installed-app icon sizes the `pwa` template carries (spec 001 §3, §5). */
export const PWA_ICON_SIZES = [192, 256, 384, 512] as const;
/** iOS's largest home-screen icon: the apple touch icon and the web clip's. */
export const APPLE_TOUCH_ICON_SIZE = 180;
/** Spec 000 §2: the installed app's scope and start page. */
const APP_SCOPE = '/m/';
const APP_START_PAGE = '/m/home';
/** The start page carries the `homescreen` marker, so an install from a manifest sets WEBCLIP '0' (spec 001 §4). */
const APP_START_URL = `${APP_START_PAGE}?homescreen=1`;
const BACKGROUND_COLOUR = '#ffffff';

/** A merchant's generated square icon, one PNG per size (assets.ts). */
function iconUrl(code: string, size: number): string {
  return `${ASSETS_BASE_PATH}/${code}/icons/${size}.png`;
}

/**
 * GET /wps/system/templates: the spec's template parameters (spec 001 §3); the shape, a flat
 * object of strings with `pwa` as JSON text, is ours.
 */
export function merchantTemplates(seed: MerchantSeed) {
  return {
    image_logo: `${ASSETS_BASE_PATH}/${seed.code}/logo.svg`,
    pwa: JSON.stringify({ title: seed.name, icons: Object.fromEntries(PWA_ICON_SIZES.map((size) => [size, iconUrl(seed.code, size)])) }),
    desktop_app_feature: seed.desktopAppFeature ? '1' : '0',
    apple_touch_icon: iconUrl(seed.code, APPLE_TOUCH_ICON_SIZE),
  };
}

/**
 * GET /wps/system/manifest.json?merchantCode=: the merchant's web app manifest, built from its
 * `pwa` template. Its `id` is the static manifest's (apps/mobile), so an app installed from either
 * is one app, updated when the manifest changes rather than installed twice.
 */
export function installedAppManifest(seed: MerchantSeed) {
  return {
    id: APP_START_PAGE,
    name: seed.name,
    short_name: seed.name,
    scope: APP_SCOPE,
    start_url: APP_START_URL,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: seed.logo.background,
    background_color: BACKGROUND_COLOUR,
    icons: PWA_ICON_SIZES.map((size) => ({ src: iconUrl(seed.code, size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
  };
}
