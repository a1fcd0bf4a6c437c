import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface ScriptLoad {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * Every script the page fetches from opening the address until it is usable (its
 * heading shown and the network quiet), with the gzip size each would travel at.
 * Sizes come from the bytes themselves, so the figure is the same on every machine.
 */
export async function measureScripts(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<ScriptLoad[]> {
  const pending: Array<Promise<ScriptLoad | null>> = [];
  page.on('response', (response) => {
    const url = response.url();
    const isScript = response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(url).pathname);
    if (!isScript) return;
    pending.push(
      response.body().then(
        (body) => ({ url, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const loads = (await Promise.all(pending)).filter((load): load is ScriptLoad => load !== null);
  const unique = new Map(loads.map((load) => [load.url, load]));
  return [...unique.values()];
}

export function totalGzip(loads: ScriptLoad[]): number {
  return loads.reduce((sum, load) => sum + load.gzipBytes, 0);
}
