import fc from 'fast-check';
import { expect, test } from '../lib/fixtures';
import { loginPage } from '../lib/login-page';

/**
 * A broken gateway or a hostile server answers the boot call with the wrong shapes: the start goes on
 * with what is usable, and a visitor can still go from home to the login form.
 */
const NAMED: Record<string, unknown> = {
  'resources not a list': { resources: { resourceType: 'Android', url: 'https://dl.example/app.apk' } },
  'whitelabel null': { whitelabel: null },
  'domainRoute not a list': { domainRoute: 'https://line1.example' },
  'whitelabel nodes null': { whitelabel: [null, { modId: 'A2HS3', enabled: '1', childrenNodes: 'none' }] },
};

const anyValue = fc.anything({ maxDepth: 2 });
const fuzzed = fc.sample(
  fc.record(
    {
      resources: anyValue,
      whitelabel: fc.oneof(anyValue, fc.array(anyValue, { maxLength: 3 })),
      domainRoute: anyValue,
      customerService: fc.oneof(anyValue, fc.array(anyValue, { maxLength: 3 })),
      register: anyValue,
      analytics: anyValue,
      imageCDNs: anyValue,
      launchGameCDNs: anyValue,
      appDownload: anyValue,
      currency: anyValue,
    },
    { requiredKeys: [] },
  ),
  // A fixed seed: the same answers on every run, so a failure names its answer.
  { seed: 30, numRuns: 4 },
);

const cases: Array<[string, unknown]> = [
  ...Object.entries(NAMED),
  ...fuzzed.map((info, index): [string, unknown] => [`fuzzed ${index}`, info]),
];

test('whatever shape the status answer has, home starts and leads to the login form', async ({ page }) => {
  let broken: unknown = null;
  await page.route('**/wps/system/status?*', async (route) => {
    const real = await route.fetch();
    const body = (await real.json()) as { value: { info?: object } };
    const info = { ...body.value.info, ...(broken as object) };
    await route.fulfill({
      response: real,
      json: { ...body, value: { ...body.value, maintenance: false, regionRestriction: false, info } },
    });
  });
  const spinner = page.locator('.ui-spinner--full-screen');
  for (const [name, answer] of cases) {
    broken = answer;
    const answered = page.waitForResponse('**/wps/system/status?*');
    await page.goto('/m/home');
    await answered;
    // The start settles with the answer, not when the brand spinner gives up waiting (10 s).
    await expect(spinner, `${name}: ${JSON.stringify(answer)}`).toHaveCount(0, { timeout: 3_000 });
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(loginPage(page).username, `${name}: ${JSON.stringify(answer)}`).toBeVisible();
  }
});
