import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../lib/fixtures';
import { tabBar } from '../lib/tab-bar';
import { test } from './merchant-option';

/**
 * Each merchant's colours keep WCAG AA in both themes (issue 27): the brand colours the build
 * chose (apps/mobile/build/merchant-theme.ts) on home (the top bar's ways in, the current tab, the
 * category chips), on the login page (its primary button) and on a member's Me page, checked by
 * axe's color-contrast rule in the merchant's own build.
 */

/** The colour theme the player chose (app-core's STORAGE_KEYS.theme). */
const THEME_KEY = 'MC_THEME';

async function contrastProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`));
}

for (const theme of ['light', 'dark'] as const) {
  test(`its colours keep AA contrast in the ${theme} theme: home, login and the Me page`, async ({ page, sim, merchant }) => {
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, theme] as const);

    await page.goto('/m/home');
    if (theme === 'dark') await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(tabBar(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // The category chips, which come once the page has settled.
    await expect(page.getByRole('tab').first()).toBeVisible({ timeout: 15_000 });
    expect(await contrastProblems(page), `home, ${theme}`).toEqual([]);

    await page.goto('/m/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await contrastProblems(page), `login, ${theme}`).toEqual([]);

    const { token } = await sim.session('player01', merchant);
    await page.goto(`/m/member/home?token=${token}`);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible({ timeout: 15_000 });
    expect(await contrastProblems(page), `Me, ${theme}`).toEqual([]);
  });
}
