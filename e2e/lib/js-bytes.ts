import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
// The app's own mark of the moment its page is usable: what waits for the page starts after both it and the load event.
import { PAGE_USABLE_MARK } from '../../apps/mobile/src/early/page-usable';

export interface ScriptLoad {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * Every script the page asks for from opening the address until it is usable (its first
 * screen shown), with the gzip size each travels at. Scripts the page asks for once it is
 * loaded and usable (what waits for the page: home's lobby, the late features) are not
 * counted: the page's own resource timing says which started before that moment, so the
 * figure does not depend on how soon the test looked. Sizes come from the bytes themselves,
 * so the figure is the same on every machine.
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
  // A resource's timing entry appears only once it has finished: the bodies first, so that a script
  // asked for after the page was usable (home's lobby) and still travelling is known as later.
  const finished = await Promise.all(pending);
  const later = new Set(
    await page.evaluate((mark) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const marked = performance.getEntriesByName(mark, 'mark')[0]?.startTime;
      if (!navigation || navigation.loadEventStart === 0 || marked === undefined) return [];
      const settled = Math.max(navigation.loadEventStart, marked);
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= settled)
        .map((entry) => entry.name);
    }, PAGE_USABLE_MARK),
  );
  const loads = finished.filter((load): load is ScriptLoad => load !== null && !later.has(load.url));
  return [...new Map(loads.map((load) => [load.url, load])).values()];
}

export function totalGzip(loads: ScriptLoad[]): number {
  return loads.reduce((sum, load) => sum + load.gzipBytes, 0);
}
