import { announcementPopup, pastThePopup } from '../lib/announcement-popup';
import { expect, expectPath, expectThat } from '../lib/expect';
import { engineName } from '../lib/engines';
import { testWithBlockedStorage as test } from '../lib/fixtures';
import { loginPage, storedSession } from '../lib/login-page';

// Safari with "Block all cookies" gives pages no local storage, where the language choice, the
// announcement memory and the remembered login live (spec 000 §3); the session lives in session
// storage, which stays. Only WebKit can block it for one journey (gecko.ts says why).
test.skipIf(engineName() === 'gecko')(
  'with local storage blocked, the popup and the language switch hold for the visit and login still reaches home',
  async ({ page, sim }) => {
    await sim.announcements({ preset: 'quiet', popup: [{ id: 201, execution: 'B', title: 'Welcome', content: '<p>Good luck.</p>' }] });
    await page.goto('/m/home');
    expect(await page.evaluate(() => window.localStorage)).toBeNull();
    // Home's late features start all the same (tracking's storage once threw and took them down).
    const popup = announcementPopup(page);
    await expectThat(popup.title).toHaveText('Welcome');
    await popup.close.click();
    await expectThat(popup.dialog).toHaveCount(0);
    await page.getByLabel('Language').selectOption('UR');
    await expectThat(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Nowhere to keep the choice: the next visit starts in the browser's language again…
    await page.reload();
    await expectThat(page.locator('html')).toHaveAttribute('lang', 'en');
    // …while the closed popup's memory, in session storage, keeps the same list closed for the visit.
    await pastThePopup(popup, 'visitor');
    await expectThat(popup.dialog).toHaveCount(0);

    await page.goto('/m/login');
    const login = loginPage(page);
    await login.fill('player01', 'Passw0rd!');
    await login.submit.click();
    await expectPath(page, /^\/m\/home$/);
    await expectThat(page.getByRole('heading', { level: 1 })).toContainText('Hello');
    expect(await storedSession(page)).toMatchObject({ userName: 'player01', merchantCode: 'demo' });
  },
);
