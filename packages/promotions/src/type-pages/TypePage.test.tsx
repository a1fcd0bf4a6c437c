import { screen } from '@testing-library/react';
import { cannedApi } from '@lotto/api-client/testing';
import { describe, expect, it } from 'vitest';
import { createPromotionsStore, renderPromotions, SAMPLE_MEMBER, SAMPLE_SESSION, sampleAnswers, setupI18n } from '../testing';
import { TypePage } from './TypePage';

const store = () => createPromotionsStore({ api: cannedApi(sampleAnswers()), session: SAMPLE_SESSION, member: SAMPLE_MEMBER });

describe('the go-to pages', () => {
  it("the voucher centre: the deposit promotions with their pages, and the member's deposit rewards", async () => {
    const i18n = await setupI18n();
    renderPromotions(<TypePage kind="voucherCenter" ipAddress="" />, { i18n, store: store(), path: '/m/voucherCenter' });
    expect(await screen.findByRole('link', { name: /Weekly deposit bonus/ })).toHaveAttribute('href', '/m/activity?id=104');
    // The promotion's card and the reward waiting of it.
    expect(screen.getAllByRole('heading', { level: 3, name: 'Weekly deposit bonus' })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 3, name: 'Deposit cashback' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Lucky draw' })).toBeNull();
  });

  it('the rescue fund with nothing running: says so, and leads to all promotions', async () => {
    const i18n = await setupI18n();
    renderPromotions(<TypePage kind="rescue" ipAddress="" />, { i18n, store: store(), path: '/m/activity/rescue' });
    expect(await screen.findByText('No rescue bonus is running right now.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/m/activity');
  });
});
