import { expect, test } from '../lib/fixtures';

test('an agent’s referral entry leads to agent registration', async ({ page, sim }) => {
  await sim.fault('/wps/relay/MCSFE_getMerchantAvailablePromotions', { status: 500, message: '' });
  const { token } = await sim.session('agent01');
  await page.goto(`/m/member/home?token=${token}`);
  await expect(page.getByRole('link', { name: 'Refer friends' })).toHaveAttribute('href', '/m/agentRegister');
  await page.getByRole('link', { name: 'Refer friends' }).click();
  await expect(page).toHaveURL(/\/m\/agentRegister$/);
});

test('a member goes to agent registration while the REFERRAL promotion runs', async ({ page, sim }) => {
  const { token } = await sim.session('player01');
  await page.goto(`/m/member/home?token=${token}`);
  await expect(page.getByRole('link', { name: 'Refer friends' })).toHaveAttribute('href', '/m/agentRegister');
});

test('otherwise the referral entry opens customer service', async ({ page, sim }) => {
  await sim.fault('/wps/relay/MCSFE_getMerchantAvailablePromotions', { status: 500, message: '' });
  const { token } = await sim.session('player01');
  await page.goto(`/m/member/home?token=${token}`);
  const entry = page.getByRole('link', { name: 'Refer friends' });
  await expect(entry).toHaveAttribute('target', '_blank');
  await expect(entry).not.toHaveAttribute('href', '/m/agentRegister');
});
