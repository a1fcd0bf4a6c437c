import type { Page } from '@playwright/test';
import { logOutFromAccount } from './account-page';

/** The app's tab bar (issue 27), by its name in the page's language. */
export const tabBar = (page: Page, name = 'Main menu') => page.getByRole('navigation', { name });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A tab that is a link (all but a member's Service, a button that opens the chat), by its label,
 * whether or not a number stands on it (the name then says "Me, 3 new").
 */
export const tabLink = (page: Page, name: string) =>
  tabBar(page).getByRole('link', { name: new RegExp(`^${escaped(name)}(, \\d+\\+? new)?$`) });

/** Logs out as a player does: Me, then the account page's log out and its question; home follows. */
export async function logOut(page: Page): Promise<void> {
  await tabLink(page, 'Me').click();
  await logOutFromAccount(page);
}
