import { Hono } from 'hono';
import { ASSETS_BASE_PATH } from '../seed/stand-in-paths';

/**
 * Where the stand-in native app lives: on the app's own origin, the only one its
 * `frame-ancestors 'self'` lets frame it, and the one whose window the bridge can be handed to.
 */
export const NATIVE_APP_BASE_PATH = '/sim-native';

/** What the stand-in app says about itself: the wire shape of `lottoNative.appInfo()` (packages/install README). */
export interface NativeAppInfo {
  version: string;
  platform: 'Android' | 'IOS';
  upgrade: { version: string; title: string; description: string; links: { Android?: string; IOS?: string } } | null;
}

const DEFAULT_VERSION = '2.4.38';
const DEFAULT_OFFER = '2.5.0';
/** `offer=none`: the app offers no upgrade. */
const NO_OFFER = 'none';

/**
 * The app's answer from the page's query: `version` (2.4.38: below 2.4.39, so Update Now goes
 * through /m/appDownload), `platform` (Android or IOS), `offer` (the version on offer, `none` for
 * no upgrade), `title`, `description`, and the links `android`, `ios` (`-` for none), by default
 * the merchant's stand-in downloads.
 */
export function nativeAppInfo(query: Record<string, string>, merchant: string): NativeAppInfo {
  const link = (given: string | undefined, file: string) =>
    given === '-' ? undefined : (given ?? `${ASSETS_BASE_PATH}/${encodeURIComponent(merchant)}/${file}`);
  const offer = query.offer ?? DEFAULT_OFFER;
  return {
    version: query.version ?? DEFAULT_VERSION,
    platform: query.platform === 'IOS' ? 'IOS' : 'Android',
    upgrade:
      offer === NO_OFFER
        ? null
        : {
            version: offer,
            title: query.title ?? '',
            description: query.description ?? '',
            links: { Android: link(query.android, 'app.apk'), IOS: link(query.ios, 'app.ipa') },
          },
  };
}

/** The app's page inside the native app: `path` (default /m/home) with `inApp=1`, as the native app opens it. */
export function framedAppPath(path: string | undefined): string {
  const url = new URL(path?.startsWith('/m/') ? path : '/m/home', 'http://app.invalid');
  url.searchParams.set('inApp', '1');
  return `${url.pathname}${url.search}`;
}

/** Text for a `<script>`: JSON with `<` escaped, so no value can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The stand-in native app: the app's page full-screen in a frame, handed `window.lottoNative`
 * each time a page loads there (the app reads it once it has settled, after its load). `appInfo()`
 * answers JSON text, as the Android app does; `openUrl` shows the link in the app's bar and records
 * it in `window.lottoNativeOpened` of this page, as a real app would leave the webview for it.
 */
function nativeAppPage(info: NativeAppInfo, src: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Stand-in native app</title>
<style>html,body{height:100%;margin:0}body{display:flex;flex-direction:column;font-family:sans-serif}header{padding:4px 8px;background:#222;color:#fff;font-size:12px}iframe{flex:1;border:0;inline-size:100%}</style></head>
<body><header>Stand-in native app ${escapeHtml(info.platform)} ${escapeHtml(info.version)} · <output id="opened">nothing opened</output></header>
<iframe id="app" title="App" src="${escapeHtml(src)}"></iframe>
<script>(function(){var info=${scriptJson(info)};var opened=window.lottoNativeOpened=[];var frame=document.getElementById('app');
frame.addEventListener('load',function(){var w=frame.contentWindow;if(!w)return;var had=w.lottoNative||{};var bridge={};for(var k in had)bridge[k]=had[k];
bridge.appInfo=function(){return JSON.stringify(info)};bridge.openUrl=function(url){opened.push(String(url));document.getElementById('opened').textContent='opened '+url};w.lottoNative=bridge;});})();</script>
</body></html>`;
}

export function createNativeAppPage(defaultMerchant: string): Hono {
  const app = new Hono();
  app.get('/', (c) => {
    const query = c.req.query();
    return c.html(nativeAppPage(nativeAppInfo(query, query.merchant ?? defaultMerchant), framedAppPath(query.path)));
  });
  return app;
}
