import { expect, test } from '@playwright/test';
import { measureScripts, totalGzip } from '../lib/js-bytes';
import { sim } from '../lib/sim';

/** Issue 2: a visitor's /m/home loads at most 150 KB of gzip JavaScript (the stack alone is about 127 KB). */
const HOME_JS_BUDGET_BYTES = 150 * 1000;

test('a visitor\'s home stays within the JavaScript budget', async ({ page, request }) => {
  await sim.reset(request);
  const loads = await measureScripts(page, '/m/home', async (p) => {
    await expect(p.getByRole('link', { name: 'Log in' })).toBeVisible();
  });
  const total = totalGzip(loads);
  console.log(`home JavaScript: ${loads.length} files, ${total} bytes gzip`);
  for (const load of loads) console.log(`  ${load.gzipBytes}\t${new URL(load.url).pathname}`);
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
});
