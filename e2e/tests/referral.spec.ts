import { expect, test } from '@playwright/test';
import { fault } from '../lib/faults';
import { sim } from '../lib/sim';

test.beforeEach(async ({ request }) => {
  await sim.reset(request);
});

test('an agent’s referral entry leads to agent registration', async ({ page, request }) => {
  await fault(request, { path: '/wps/relay/MCSFE_getMerchantAvailablePromotions', status: 500, message: '' });
  const { token } = await sim.session(request, 'agent01');
  await page.goto(`/m/member/home?token=${token}`);
  await expect(page.getByRole('link', { name: 'Refer friends' })).toHaveAttribute('href', '/m/agentRegister');
  await page.getByRole('link', { name: 'Refer friends' }).click();
  await expect(page).toHaveURL(/\/m\/agentRegister$/);
});

test('a member goes to agent registration while the REFERRAL promotion runs', async ({ page, request }) => {
  const { token } = await sim.session(request, 'player01');
  await page.goto(`/m/member/home?token=${token}`);
  await expect(page.getByRole('link', { name: 'Refer friends' })).toHaveAttribute('href', '/m/agentRegister');
});

test('otherwise the referral entry opens customer service', async ({ page, request }) => {
  await fault(request, { path: '/wps/relay/MCSFE_getMerchantAvailablePromotions', status: 500, message: '' });
  const { token } = await sim.session(request, 'player01');
  await page.goto(`/m/member/home?token=${token}`);
  const entry = page.getByRole('link', { name: 'Refer friends' });
  await expect(entry).toHaveAttribute('target', '_blank');
  await expect(entry).not.toHaveAttribute('href', '/m/agentRegister');
});
