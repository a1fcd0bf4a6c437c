import { Hono } from 'hono';

/** Where the stand-in advertising pixels are served, on the simulator's own origin (no internet in tests). */
export const PIXELS_BASE_PATH = '/sim-pixels';

const PIXEL_VENDORS = ['facebook', 'tiktok', 'kwai', 'google'] as const;
type PixelVendor = (typeof PIXEL_VENDORS)[number];

/**
 * Each stand-in does what the vendor's script does with the page's queue: it takes the calls
 * queued before it arrived, then every later one, and records them in `window.__simPixels[vendor]`
 * as arrays of arguments (where a journey reads what a vendor would have received).
 */
const RECORD = (vendor: PixelVendor) =>
  `var seen=(window.__simPixels=window.__simPixels||{});var log=seen.${vendor}=seen.${vendor}||[];` +
  'var list=function(a){return Array.prototype.slice.call(a)};';

/** Array-queue vendors (TikTok, Kwai): entries are [method, ...args]; methods are replaced by direct recording. */
const arrayQueue = (vendor: PixelVendor, global: string) =>
  `(function(){${RECORD(vendor)}var q=window.${global};if(!q)return;` +
  'for(var i=0;i<q.length;i++)log.push(list(q[i]));q.length=0;' +
  'Object.keys(q).forEach(function(k){if(typeof q[k]==="function")q[k]=function(){log.push([k].concat(list(arguments)))}});})();';

const STAND_INS: Record<PixelVendor, string> = {
  facebook:
    `(function(){${RECORD('facebook')}var f=window.fbq;if(!f)return;` +
    'for(var i=0;i<f.queue.length;i++)log.push(list(f.queue[i]));f.queue=[];' +
    'f.callMethod=function(){log.push(list(arguments))};})();',
  tiktok: arrayQueue('tiktok', 'ttq'),
  kwai: arrayQueue('kwai', 'kwaiq'),
  google:
    `(function(){${RECORD('google')}var d=window.dataLayer=window.dataLayer||[];` +
    'for(var i=0;i<d.length;i++)log.push(list(d[i]));d.push=function(a){log.push(list(a));return Array.prototype.push.call(d,a)};})();',
};

const isVendor = (name: string): name is PixelVendor => (PIXEL_VENDORS as readonly string[]).includes(name);

/** The stand-in scripts' addresses on the request's origin, as the merchant settings hand them to the app. */
export function pixelScriptUrls(origin: string): Record<PixelVendor, string> {
  return Object.fromEntries(PIXEL_VENDORS.map((vendor) => [vendor, `${origin}${PIXELS_BASE_PATH}/${vendor}.js`])) as Record<
    PixelVendor,
    string
  >;
}

export function createPixelsApp(): Hono {
  const app = new Hono();
  app.get('/:file', (c) => {
    const vendor = c.req.param('file').replace(/\.js$/, '');
    if (!isVendor(vendor)) return c.text('no such pixel', 404);
    return c.body(STAND_INS[vendor], 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
  });
  return app;
}
