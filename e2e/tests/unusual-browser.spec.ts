import type { Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import { loginPage } from '../lib/login-page';
import { logOut } from '../lib/tab-bar';

// Issue 30, "An unusual browser": browsers that refuse what the app would like to use.

async function logInThroughForm(page: Page) {
  await page.getByRole('link', { name: 'Log in' }).click();
  const login = loginPage(page);
  await login.fill('player01', 'Passw0rd!');
  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
}

test('with site data blocked (Chrome, cookies blocked), home, login and logout work for the visit', async ({ page, sim }) => {
  // The fixture quiets the install and notification prompts through storage, which this browser
  // refuses: here the merchant's add-to-home-screen switch is off, and the player has blocked
  // notifications as well (a browser that asks nothing). The logout question would not meet the
  // notification prompt anyway: it takes the screen from it (logout.spec.ts).
  await sim.merchant({ whitelabelVal: { A2HS3: false } });
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { configurable: true, get: () => 'denied' });
  });
  await page.addInitScript(() => {
    // What Chrome does when the player blocks cookies for the site: the getters themselves throw.
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(
            `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
            'SecurityError',
          );
        },
      });
    }
  });
  await page.goto('/m/home');
  await logInThroughForm(page);
  await logOut(page);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('a login with remember me reaches home while IndexedDB never answers (Safari 14)', async ({ page }) => {
  await page.addInitScript(() => {
    // The open request is taken and never answered, neither success nor error.
    Object.defineProperty(IDBFactory.prototype, 'open', { configurable: true, value: () => ({}) });
  });
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  const login = loginPage(page);
  await login.fill('player01', 'Passw0rd!');
  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
});

test.describe('an install offer made as the page loads', () => {
  test.use({ installPrompts: 'live' });

  test('Chromium offering the install 100 ms after load still gets the Install button', async ({ page }) => {
    await page.addInitScript(() => {
      addEventListener('load', () =>
        setTimeout(() => {
          const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
            prompt: () => Promise<void>;
            userChoice: Promise<{ outcome: string }>;
          };
          offer.prompt = async () => undefined;
          offer.userChoice = Promise.resolve({ outcome: 'dismissed' });
          dispatchEvent(offer);
        }, 100),
      );
    });
    await page.goto('/m/home');
    const prompt = page.getByRole('dialog', { name: 'Add to Home Screen' });
    // The prompt comes once the page has settled (about 2 to 5 s after load) and its own second.
    await expect(prompt.getByRole('button', { name: 'Install' })).toBeVisible({ timeout: 15_000 });
  });
});
