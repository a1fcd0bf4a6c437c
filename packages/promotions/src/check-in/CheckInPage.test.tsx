import { fireEvent, screen, within } from '@testing-library/react';
import type { ApiResult } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import { describe, expect, it } from 'vitest';
import { checkInAnswer, createPromotionsStore, renderPromotions, SAMPLE_MEMBER, SAMPLE_SESSION, setupI18n } from '../testing';
import { CheckInPage } from './CheckInPage';

const CLAIM = '/wps/relay/MCSFE_claimLoginPromotion';

function page(claim: ApiResult) {
  const api = cannedApi({ '/wps/relay/MCSFE_getLoginPromotion': checkInAnswer, [CLAIM]: claim });
  return { api, store: createPromotionsStore({ api, session: SAMPLE_SESSION, member: SAMPLE_MEMBER }) };
}

const today = async () => (await screen.findByRole('heading', { name: 'Day 2' })).closest('li') as HTMLElement;

describe('the daily check-in', () => {
  it('shows the programmes as tabs, the days with their rewards and conditions, the totals and the rules', async () => {
    const i18n = await setupI18n();
    renderPromotions(<CheckInPage />, { i18n, store: page({ status: 200, success: true, value: null }).store, path: '/m/activity/signIn' });
    expect(await screen.findByRole('tab', { name: 'Weekend check-in' })).toBeVisible();
    const day = await today();
    expect(day).toHaveTextContent('₱2.00');
    expect(day).toHaveTextContent('To claim: deposit ₱100.00');
    expect(day.textContent).not.toContain('\u2068');
    expect(within(day).getByRole('button', { name: 'Check in' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Day 1' }).closest('li')).toHaveTextContent('Claimed');
    expect(screen.getByRole('heading', { name: 'Day 3' }).closest('li')).toHaveTextContent('To come');
    expect(screen.getByText('Days claimed').parentElement).toHaveTextContent('1');
    expect(screen.getByText('Check in once a day, seven days in a row.')).toBeVisible();
  });

  it('isolates an amount inside an Urdu sentence (its symbol and digits stay together), and not in English', async () => {
    const i18n = await setupI18n('UR');
    renderPromotions(<CheckInPage />, { i18n, store: page({ status: 200, success: true, value: null }).store, path: '/m/activity/signIn' });
    expect(await screen.findByText((text) => text.includes('\u2068₱100.00\u2069'))).toBeVisible();
  });

  it("checks today's day in once, however often it is tapped", async () => {
    const i18n = await setupI18n();
    const { api, store } = page({ status: 200, success: true, value: null });
    renderPromotions(<CheckInPage />, { i18n, store, path: '/m/activity/signIn' });
    const button = within(await today()).getByRole('button', { name: 'Check in' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Checked in for day 2.')).toBeVisible();
    expect(api.calls.filter((call) => call.path === CLAIM)).toHaveLength(1);
    expect(api.calls.find((call) => call.path === CLAIM)?.body).toEqual({ promotionConfigDetailId: 1002 });
  });

  it('explains a deposit still short, with the required and reached amounts and a way on', async () => {
    const i18n = await setupI18n();
    const { store } = page({
      status: 200,
      success: false,
      errorCode: 'claim_deposit_required',
      value: { requiredDeposit: 100, reachedDeposit: 20 },
    });
    renderPromotions(<CheckInPage />, { i18n, store, path: '/m/activity/signIn' });
    fireEvent.click(within(await today()).getByRole('button', { name: 'Check in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Today's conditions are not met yet.");
    expect(alert).toHaveTextContent('Deposit: ₱20.00 of ₱100.00');
    expect(within(alert).getByRole('button', { name: 'Contact customer service' })).toBeVisible();
  });

  it('explains missing account details with the account page', async () => {
    const i18n = await setupI18n();
    const { store } = page({ status: 200, success: false, errorCode: 'required_member_information_incomplete', value: null });
    renderPromotions(<CheckInPage />, { i18n, store, path: '/m/activity/signIn' });
    fireEvent.click(within(await today()).getByRole('button', { name: 'Check in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Complete your account details to check in.');
    expect(within(alert).getByRole('link', { name: 'My account' })).toBeVisible();
  });
});
