import { Hono } from 'hono';
import { ASSETS_BASE_PATH } from '../seed/stand-in-paths';
import type { SimState } from '../state/sim-state';
import { isPromotionMotif, promotionArtSvg } from './promotion-art';
import { solidPng } from './solid-png';
import { bannerSvg, isWelcomeGroup } from './banner-art';
import { gameIconSvg, vendorLogoSvg } from './game-art';
import { APPLE_TOUCH_ICON_SIZE, PWA_ICON_SIZES } from './templates';
import { MOBILECONFIG_CONTENT_TYPE, webClipProfile } from './webclip-profile';
import { escapeXml } from './xml-text';

export { ASSETS_BASE_PATH };

const SVG_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';
/** Generated images change only with the simulator's code, so an hour of caching is safe. */
const ASSET_CACHE = 'public, max-age=3600';
const COUNTRY_CODE = /^[A-Z]{2}$/;
/** The square icons the templates name: the installed app's (by the manifest) and the apple touch icon. */
const ICON_SIZES: readonly number[] = [...PWA_ICON_SIZES, APPLE_TOUCH_ICON_SIZE];
const VENDOR_CODE = /^[A-Z0-9_]{2,20}$/;

/** Flag colours are stand-ins (two bands), not real flags: enough to tell the picker's rows apart. */
const FLAG_COLOURS: Readonly<Record<string, readonly [string, string]>> = {
  PH: ['#0038a8', '#ce1126'],
  VN: ['#da251d', '#ffcd00'],
  TH: ['#a51931', '#2d2a4a'],
  ID: ['#ce1126', '#ffffff'],
  MY: ['#010066', '#cc0001'],
  SG: ['#ef3340', '#ffffff'],
  KH: ['#032ea1', '#e00025'],
  MM: ['#fecb00', '#34b233'],
  LA: ['#ce1126', '#002868'],
  IN: ['#ff9933', '#138808'],
  CN: ['#de2910', '#ffde00'],
  BR: ['#009c3b', '#ffdf00'],
};
const DEFAULT_FLAG: readonly [string, string] = ['#888888', '#cccccc'];

/** The merchant's logo: its seed's drawing (the seed is ours, so its markup is trusted). */
function logoSvg(name: string, logo: { mark: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${escapeXml(name)}">${logo.mark}</svg>`;
}

function flagSvg(countryCode: string): string {
  const [top, bottom] = FLAG_COLOURS[countryCode] ?? DEFAULT_FLAG;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 32" width="48" height="32" role="img" aria-label="${countryCode}">` +
    `<rect width="48" height="16" fill="${top}"/><rect y="16" width="48" height="16" fill="${bottom}"/>` +
    `<text x="24" y="21" font-family="sans-serif" font-size="12" font-weight="700" text-anchor="middle" fill="#000" stroke="#fff" stroke-width="0.5">${countryCode}</text>` +
    '</svg>'
  );
}

function svg(body: string): Response {
  return new Response(body, { headers: { 'Content-Type': SVG_CONTENT_TYPE, 'Cache-Control': ASSET_CACHE } });
}

/**
 * Images the merchant settings point at: each merchant's logo and the image CDN's country flags
 * (COUNTRY_FLAG/{code}.png, spec 000 §2), the game vendors' logos (games/{vendor}.svg) and the
 * games' icons (gameicon/{vendor}/{code}.svg). The flags are SVG under a .png name: browsers go by the
 * Content-Type, and the client builds the .png address the real CDN uses.
 */
export function createAssetsApp(state: SimState): Hono {
  const assets = new Hono();
  assets.get('/cdn/COUNTRY_FLAG/:file', (c) => {
    const code = c.req.param('file').replace(/\.png$/, '');
    if (!COUNTRY_CODE.test(code)) return c.text('Not found', 404);
    return svg(flagSvg(code));
  });
  assets.get('/cdn/games/:file', (c) => {
    const vendor = c.req.param('file').replace(/\.svg$/, '');
    if (!VENDOR_CODE.test(vendor)) return c.text('Not found', 404);
    return svg(vendorLogoSvg(vendor));
  });
  assets.get('/cdn/gameicon/:vendor/:file', (c) => {
    const vendor = c.req.param('vendor');
    const code = c.req.param('file').replace(/\.svg$/, '');
    if (!VENDOR_CODE.test(vendor) || !VENDOR_CODE.test(code)) return c.text('Not found', 404);
    return svg(gameIconSvg(vendor, code));
  });
  assets.get('/:merchant/logo.svg', (c) => {
    const merchant = state.merchant(c.req.param('merchant'));
    if (merchant === undefined) return c.text('Not found', 404);
    return svg(logoSvg(merchant.seed.name, merchant.seed.logo));
  });
  // The merchant's installed-app icons in its logo colour (templates.ts names them).
  assets.get('/:merchant/icons/:file', (c) => {
    const merchant = state.merchant(c.req.param('merchant'));
    const size = Number(c.req.param('file').replace(/\.png$/, ''));
    if (merchant === undefined || !ICON_SIZES.includes(size)) return c.text('Not found', 404);
    return new Response(new Uint8Array(solidPng(size, merchant.seed.logo.background)), {
      headers: { 'Content-Type': 'image/png', 'Cache-Control': ASSET_CACHE },
    });
  });
  // Stand-ins for the native apps: a download (attachment), so the page that asked stays where it is.
  // One parameter for the whole name: Hono matches no parameter after a literal part of a segment (`app.:kind`).
  assets.get('/:merchant/:file{app\\.(?:apk|ipa)}', (c) => {
    if (state.merchant(c.req.param('merchant')) === undefined) return c.text('Not found', 404);
    const file = c.req.param('file');
    return new Response(`simulator stand-in for ${file}`, {
      headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': `attachment; filename="${file}"` },
    });
  });
  assets.get('/:merchant/profile.mobileconfig', (c) => {
    const merchant = state.merchant(c.req.param('merchant'));
    if (merchant === undefined) return c.text('Not found', 404);
    const { seed } = merchant;
    const origin = new URL(c.req.url).origin;
    const icon = solidPng(APPLE_TOUCH_ICON_SIZE, seed.logo.background);
    // `homescreen` is absent on purpose: a web clip opened standalone sets WEBCLIP '1' (spec 001 §4).
    const body = webClipProfile({ merchantCode: seed.code, label: seed.name, url: `${origin}/m/home`, icon });
    return new Response(body, {
      headers: { 'Content-Type': MOBILECONFIG_CONTENT_TYPE, 'Content-Disposition': `attachment; filename="${seed.code}.mobileconfig"` },
    });
  });

  // Promotion pictures (seed/promotions.ts): drawn art, one per motif, for any merchant.
  assets.get('/:merchant/promotions/:file', (c) => {
    const motif = c.req.param('file').replace(/\.svg$/, '');
    if (state.merchant(c.req.param('merchant')) === undefined || !isPromotionMotif(motif)) return c.text('Not found', 404);
    return svg(promotionArtSvg(motif));
  });

  assets.get('/:merchant/banners/:file', (c) => {
    const merchant = state.merchant(c.req.param('merchant'));
    const file = c.req.param('file');
    const banner = merchant?.seed.announcements.banners.find((item) => item.url.endsWith(`/${file}`));
    if (merchant === undefined || banner === undefined) return c.text('Not found', 404);
    return svg(bannerSvg(banner.title, merchant.seed.logo, isWelcomeGroup(banner.groupName)));
  });
  return assets;
}
