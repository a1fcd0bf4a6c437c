import type { Page } from '@playwright/test';

/** The app's tab bar (issue 27), by its name in the page's language. */
export const tabBar = (page: Page, name = 'Main menu') => page.getByRole('navigation', { name });

/** A tab that is a link (all but a member's Service, a button that opens the chat). */
export const tabLink = (page: Page, name: string) => tabBar(page).getByRole('link', { name, exact: true });

/** Logs out as a player does: from the account page (Me), where home's button moved with the top bar. */
export async function logOut(page: Page): Promise<void> {
  await tabLink(page, 'Me').click();
  await page.getByRole('button', { name: 'Log out' }).click();
}
