import type { MerchantFile } from '../merchants/types';
import { MERCHANT_ICONS } from '../src/merchant-icon-files';

/** Spec 000 §2: the installed app's scope is /m/ and it starts at /m/home. */
const APP_SCOPE = '/m/';
const APP_START_PAGE = '/m/home';
/**
 * The installed app opens with app-core's `homescreen` marker, so it sets the WEBCLIP flag to '0'
 * (the installed web app, `Device: PWA`) where a web clip without the marker sets '1' (spec 001 §4).
 */
const APP_START_URL = `${APP_START_PAGE}?homescreen=1`;

export function merchantManifest(merchant: MerchantFile): string {
  return JSON.stringify(
    {
      name: merchant.name,
      short_name: merchant.shortName,
      id: APP_START_PAGE,
      scope: APP_SCOPE,
      start_url: APP_START_URL,
      display: 'standalone',
      orientation: 'portrait',
      theme_color: merchant.themeColor,
      background_color: merchant.backgroundColor,
      // PNG at the sizes installers ask for (build/merchant-icons.ts draws them from the logo).
      icons: MERCHANT_ICONS.filter(({ role }) => role === 'any' || role === 'maskable').map(({ file, size, role }) => ({
        src: `${APP_SCOPE}${file}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: role,
      })),
    },
    null,
    2,
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}

export function merchantHtml(html: string, merchant: MerchantFile): string {
  return html
    .replaceAll('%MERCHANT_NAME%', escapeHtml(merchant.name))
    .replaceAll('%THEME_COLOR%', escapeHtml(merchant.themeColor))
    .replaceAll('%MERCHANT_LOGO%', escapeHtml(merchant.logo))
    .replaceAll('%APPLE_TOUCH_ICON%', `${APP_SCOPE}${MERCHANT_ICONS.find(({ role }) => role === 'apple-touch')?.file ?? ''}`);
}
