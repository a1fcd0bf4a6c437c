import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface ScriptLoad {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * Every script the page asks for from opening the address until it is usable (its first
 * screen shown), with the gzip size each travels at. Scripts the page warms up later,
 * when the browser is idle, are not counted. Sizes come from the bytes themselves, so
 * the figure is the same on every machine.
 */
export async function measureScripts(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<ScriptLoad[]> {
  const pending: Array<Promise<ScriptLoad | null>> = [];
  let usable = false;
  page.on('request', (request) => {
    if (usable) return;
    const url = request.url();
    const isScript = request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(url).pathname);
    if (!isScript) return;
    pending.push(
      request
        .response()
        .then(async (response) => {
          if (!response) return null;
          const body = await response.body();
          return { url, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
        })
        .catch(() => null),
    );
  });
  await page.goto(path);
  await ready(page);
  usable = true;
  const loads = (await Promise.all(pending)).filter((load): load is ScriptLoad => load !== null);
  return [...new Map(loads.map((load) => [load.url, load])).values()];
}

export function totalGzip(loads: ScriptLoad[]): number {
  return loads.reduce((sum, load) => sum + load.gzipBytes, 0);
}
