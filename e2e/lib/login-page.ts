import type { Page } from '@playwright/test';

/** The login page as a player sees it. */
export function loginPage(page: Page) {
  return {
    username: page.getByRole('textbox', { name: 'Username', exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Log in' }),
    async fill(username: string, password: string) {
      await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
      await page.getByLabel('Password', { exact: true }).fill(password);
    },
    alert: page.getByRole('alertdialog'),
  };
}
