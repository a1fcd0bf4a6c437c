import type { Page } from '@playwright/test';

/**
 * Sums the page's layout shifts not caused by input (the CLS figure, without session windows:
 * a stricter total), from the first paint on. Call before the page opens.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const recorded = { total: 0 };
    (window as unknown as { __layoutShift: typeof recorded }).__layoutShift = recorded;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) recorded.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __layoutShift: { total: number } }).__layoutShift.total);
}
