import type { Page } from '@playwright/test';
import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { loginPage } from '../lib/login-page';
import { snap } from '../lib/screenshot';

const PASSWORD = 'Passw0rd!';
/** The simulator's cookie naming the browser's captcha session (apps/platform-sim/README.md, Image captcha). */
const CAPTCHA_COOKIE = 'wps_captcha';

function imageCaptcha(page: Page) {
  return {
    picture: page.getByRole('img', { name: 'Security image: type the characters it shows' }),
    answer: page.getByRole('textbox', { name: 'Characters in the image' }),
    newImage: page.getByRole('button', { name: 'New image' }),
  };
}

/** The picture arrived and was drawn (not a broken image). */
async function expectDrawn(page: Page) {
  const picture = imageCaptcha(page).picture;
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
}

async function captchaSession(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === CAPTCHA_COOKIE);
  if (cookie === undefined) throw new Error(`no ${CAPTCHA_COOKIE} cookie in the browser`);
  return cookie.value;
}

test('wrong passwords bring the image captcha; a wrong answer is refused with a new image and the fields kept; the right one logs in', async ({
  page,
  sim,
}) => {
  await sim.merchant({ merchant: 'demo', imageCaptchaAfter: 2 });
  await page.goto('/m/login');
  const login = loginPage(page);
  const captcha = imageCaptcha(page);
  await login.fill('player01', 'not-my-password');

  for (let attempt = 1; attempt <= 2; attempt += 1) {
    await expect(captcha.picture).toHaveCount(0);
    await login.submit.click();
    await expect(login.alert).toContainText('Incorrect username or password');
    await login.alert.getByRole('button', { name: 'Confirm' }).click();
  }
  await expectDrawn(page);
  await expect(captcha.answer).toHaveValue('');
  const [firstImage] = await sim.calls('/wps/captcha');
  expect(firstImage?.query.t).toMatch(/^\d+$/);
  await snap(page, 'login-image-captcha');
  await expectAccessible(page, 'login with the image captcha');

  // Nothing typed: named at the field, nothing sent.
  const loginsBefore = (await sim.calls('/wps/session/login')).length;
  await login.submit.click();
  await expect(page.getByText('Enter the characters in the image.')).toBeVisible();
  await expect(captcha.answer).toBeFocused();
  expect(await sim.calls('/wps/session/login')).toHaveLength(loginsBefore);

  // The right password with wrong characters (the alphabet has no O): refused, a new picture, only the answer cleared.
  await login.password.fill(PASSWORD);
  await captcha.answer.fill('WRONG');
  await login.submit.click();
  await expect(login.alert).toContainText('The characters do not match the image');
  await login.alert.getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(async () => (await sim.calls('/wps/captcha')).length).toBe(2);
  const [, secondImage] = await sim.calls('/wps/captcha');
  expect(secondImage?.query.t).not.toBe(firstImage?.query.t);
  await expectDrawn(page);
  await expect(captcha.answer).toHaveValue('');
  await expect(login.username).toHaveValue('player01');
  await expect(login.password).toHaveValue(PASSWORD);
  await snap(page, 'login-image-captcha-refused');

  // "New image" fetches another one.
  await captcha.newImage.click();
  await expect.poll(async () => (await sim.calls('/wps/captcha')).length).toBe(3);
  await expectDrawn(page);

  // The characters of the picture this browser was shown (its cookie names the session).
  const shown = await sim.imageCaptcha(await captchaSession(page));
  await captcha.answer.fill(shown.text.toLowerCase());
  await sim.clearCalls();
  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const [sent] = await sim.calls('/wps/session/login');
  expect(sent?.decrypted).toMatchObject({ username: 'player01', type: 'username', captcha: shown.text.toLowerCase() });
  expect(sent?.headers.cookie).toContain(`${CAPTCHA_COOKIE}=${shown.session}`);
});

test('the image captcha in Urdu reads right to left', async ({ page, sim }) => {
  await sim.merchant({ merchant: 'demo', imageCaptchaAfter: 0 });
  await page.addInitScript(() => localStorage.setItem('language', 'UR'));
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'یوزر نیم', exact: true }).fill('player01');
  await page.getByLabel('پاس ورڈ', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'لاگ ان کریں' }).click();
  // The merchant asks from the first login: the refusal carries value.captcha.
  await page.getByRole('alertdialog').getByRole('button').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('img', { name: 'سیکیورٹی تصویر: اس میں دکھائے گئے حروف ٹائپ کریں' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'تصویر میں موجود حروف' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'نئی تصویر' })).toBeVisible();
  await snap(page, 'login-image-captcha-urdu');
});
