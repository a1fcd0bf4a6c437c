import { openAccount } from '../lib/account-page';
import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { snap } from '../lib/screenshot';

/**
 * Feedback (issue 28; spec 001 §2: a session needed, a visitor sent home): `PUT /wps/feedback`
 * (FEEDBACK3, no token; the body is ours: docs/platform-calls.md), refused empty in the player's
 * language, kept after a failed send, sent once.
 */

const FEEDBACK = '/wps/feedback';
const TEXT = 'The lobby is slow tonight. You can reach me at 0917 000 0001.';

test('refused empty, kept after a failed send, then sent once with its topic; the form says so and clears', async ({ page, sim }) => {
  await openAccount(page, sim);
  await page.getByRole('link', { name: 'Feedback' }).click();
  await expect(page).toHaveURL(/\/m\/feedback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  const text = page.getByRole('textbox', { name: 'Your message' });
  const send = page.getByRole('button', { name: 'Send' });
  await expect(page.getByText('0/500')).toBeVisible();

  await send.click();
  await expect(page.getByText('Please enter content')).toBeVisible();
  await expect(text).toBeFocused();
  expect(await sim.calls(FEEDBACK)).toEqual([]);
  await snap(page, 'feedback-refused-empty');
  await expectAccessible(page, '/m/feedback (refused)');

  await page.getByRole('combobox', { name: 'Topic' }).selectOption('app');
  await text.fill(TEXT);
  await expect(page.getByText(`${TEXT.length}/500`)).toBeVisible();
  await sim.fault(FEEDBACK, { status: 500, errorCode: 'sim.fault', message: 'The service is busy, try again later', times: 1 });
  await send.click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('The service is busy, try again later');
  await alert.getByRole('button', { name: 'Confirm' }).click();
  await expect(text).toHaveValue(TEXT);
  await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveValue('app');
  expect(await sim.feedback()).toEqual([]);

  await sim.clearCalls();
  await Promise.all(Array.from({ length: 3 }, () => send.click({ noWaitAfter: true }).catch(() => undefined)));
  await expect(page.getByRole('status').filter({ hasText: 'Thank you, your feedback was sent.' })).toBeVisible();
  await expect(text).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveValue('');
  await snap(page, 'feedback-sent');

  const calls = await sim.calls(FEEDBACK);
  expect(calls).toHaveLength(1);
  expect(calls[0]?.method).toBe('PUT');
  expect(calls[0]?.headers.moduleid).toBe('FEEDBACK3');
  expect('authorization' in (calls[0]?.headers ?? {})).toBe(false);
  expect(await sim.feedback()).toEqual([
    expect.objectContaining({ merchant: 'demo', content: TEXT, category: 'app', account: 'player01', language: 'EN' }),
  ]);
});

test('a visitor opening feedback is sent home', async ({ page, sim }) => {
  await page.goto('/m/feedback');
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await sim.calls(FEEDBACK)).toEqual([]);
});
