import { expect, type Page } from '@playwright/test';
import type { SimControl } from './sim-control';

/** The account page (`/m/member/home`) as a member sees it: its groups of entries and the logout question. */
export function accountPage(page: Page) {
  const group = (name: string) => page.getByRole('region', { name });
  return {
    heading: page.getByRole('heading', { level: 1, name: 'My account' }),
    activity: group('Rewards and messages'),
    support: group('Help and support'),
    settings: group('Settings'),
    logout: page.getByRole('button', { name: 'Log out', exact: true }),
    question: page.getByRole('alertdialog', { name: 'Log out?' }),
    theme: page.getByRole('radiogroup', { name: 'Theme' }),
  };
}

/** A seeded member signed in (a session the simulator makes, carried in the address) and on the account page. */
export async function openAccount(page: Page, sim: SimControl, username = 'player01'): Promise<{ token: string }> {
  const { token } = await sim.session(username);
  await page.goto(`/m/member/home?token=${token}`);
  await expect(accountPage(page).heading).toBeVisible();
  return { token };
}

/** Logs out from the account page, as a player does: the entry, then yes to the question; home follows. */
export async function logOutFromAccount(page: Page): Promise<void> {
  const account = accountPage(page);
  await account.logout.click();
  await account.question.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/m\/home(\?|$)/);
}
