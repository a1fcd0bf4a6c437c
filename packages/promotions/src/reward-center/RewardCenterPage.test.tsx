import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiResult } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import { describe, expect, it } from 'vitest';
import { createPromotionsStore, renderPromotions, SAMPLE_MEMBER, SAMPLE_SESSION, sampleAnswers, setupI18n } from '../testing';
import { RewardCenterPage } from './RewardCenterPage';

const CLAIM = '/wps/relay/MCSFE_claimIssuedPromotion';
const LIST = '/wps/relay/MCSFE_getClaimPromotion';

function member(answers: Record<string, ApiResult | (() => Promise<ApiResult>)> = {}, type = 0) {
  const api = cannedApi({ ...sampleAnswers(), ...answers });
  const store = createPromotionsStore({ api, session: SAMPLE_SESSION, member: { ...SAMPLE_MEMBER, type } });
  return { api, store, asked: (path: string) => api.calls.filter((call) => call.path === path) };
}

describe('the reward centre', () => {
  it("shows a member's tiles with their counts and My rewards, claiming one reward once however often it is tapped", async () => {
    const i18n = await setupI18n();
    let answer: (value: ApiResult) => void = () => undefined;
    const { store, asked } = member({ [CLAIM]: () => new Promise<ApiResult>((resolve) => (answer = resolve)) });
    renderPromotions(<RewardCenterPage ipAddress="203.0.113.7" wallet={<p>wallet</p>} />, { i18n, store, path: '/m/rewardCenter' });

    expect(await screen.findByRole('link', { name: /Daily check-in/ })).toHaveAttribute('href', '/m/activity/signIn');
    expect(screen.getByRole('link', { name: /Deposit bonuses/ })).toHaveTextContent('2 to claim');
    expect(screen.getByText('wallet')).toBeVisible();

    const reward = (await screen.findByRole('heading', { name: 'Weekly deposit bonus' })).closest('li') as HTMLElement;
    const claim = within(reward).getByRole('button', { name: 'Claim' });
    fireEvent.click(claim);
    fireEvent.click(claim);
    expect(asked(CLAIM)).toHaveLength(1);
    expect(asked(CLAIM)[0]?.body).toEqual({ promotionClaimId: 5001, promotionType: 'DEPOSIT', ipAddress: '203.0.113.7' });
    const listsBefore = asked(LIST).length;
    answer({ status: 200, success: true, value: { claimedTickets: [] } });
    expect(await screen.findByText('Reward claimed.')).toBeVisible();
    // The claim invalidates the lists: they are asked again.
    await waitFor(() => expect(asked(LIST).length).toBeGreaterThan(listsBefore));
  });

  it('explains an unverified mobile number, with where to verify it and customer service', async () => {
    const i18n = await setupI18n();
    const { store } = member({
      [CLAIM]: {
        status: 200,
        success: false,
        errorCode: 'prom.claim.req.field',
        value: { data: 'required.mobile_no_verified' },
        message: 'x',
      },
    });
    renderPromotions(<RewardCenterPage ipAddress="" />, { i18n, store, path: '/m/rewardCenter' });
    const reward = (await screen.findByRole('heading', { name: 'Lucky draw' })).closest('li') as HTMLElement;
    fireEvent.click(within(reward).getByRole('button', { name: 'Claim' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Verify your mobile number before you claim this reward.');
    expect(within(alert).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/m/member/home');
    expect(within(alert).getByRole('button', { name: 'Contact customer service' })).toBeVisible();
  });

  it('a visitor sees the merchant promotions and a log-in that comes back here', async () => {
    const i18n = await setupI18n();
    const store = createPromotionsStore({ api: cannedApi(sampleAnswers()) });
    renderPromotions(<RewardCenterPage ipAddress="" />, { i18n, store, path: '/m/rewardCenter' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login?redirectUrl=%2Fm%2FrewardCenter');
    expect(await screen.findByRole('link', { name: /Daily check-in/ })).toBeVisible();
    // The merchant's counts are what runs, nothing a visitor could claim.
    expect(screen.getByRole('link', { name: /Invite friends/ })).not.toHaveTextContent('to claim');
    expect(screen.queryByRole('heading', { name: 'My rewards' })).toBeNull();
  });

  it('a member of another type is told they have no permission', async () => {
    const i18n = await setupI18n();
    const { store, asked } = member({}, 4);
    renderPromotions(<RewardCenterPage ipAddress="" />, { i18n, store, path: '/m/rewardCenter' });
    expect(screen.getByText('You do not have permission to use the reward center.')).toBeVisible();
    expect(asked(LIST)).toHaveLength(0);
  });

  it('a failed list says so, and its retry asks again', async () => {
    const i18n = await setupI18n();
    const { store, asked } = member({ [LIST]: { status: 500, success: false, value: null } });
    renderPromotions(<RewardCenterPage ipAddress="" />, { i18n, store, path: '/m/rewardCenter' });
    const section = (await screen.findByRole('heading', { name: 'My rewards' })).closest('section') as HTMLElement;
    fireEvent.click(await within(section).findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(asked(LIST)).toHaveLength(2));
  });
});
