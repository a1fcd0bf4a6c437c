import { screen } from '@testing-library/react';
import { cannedApi } from '@lotto/api-client/testing';
import { describe, expect, it } from 'vitest';
import { createPromotionsStore, renderPromotions, SAMPLE_MEMBER, SAMPLE_SESSION, sampleAnswers, setupI18n } from '../testing';
import { BenefitsPage } from './BenefitsPage';

describe('VIP benefits', () => {
  it('an AUTO label: the level in its colours, the progress with turnover, and the rules', async () => {
    const i18n = await setupI18n();
    const store = createPromotionsStore({ api: cannedApi(sampleAnswers()), session: SAMPLE_SESSION, member: SAMPLE_MEMBER });
    const { result } = renderPromotions(<BenefitsPage />, { i18n, store, path: '/m/member/benefits' });
    expect(screen.getByText('Gold')).toBeVisible();
    const card = result.container.querySelector('.promotions-vip') as HTMLElement;
    expect(card.style.getPropertyValue('--promotions-vip-from')).toBe('#f5c542');
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('2 of 4 conditions met')).toBeVisible();
    expect(screen.getByText('Turnover this month').nextElementSibling).toHaveTextContent('₱12,500.00 of ₱20,000.00');
    expect(await screen.findByRole('heading', { name: 'VIP rules' })).toBeVisible();
  });

  it('another label type: the level, and a line that the operator assigns its benefits', async () => {
    const i18n = await setupI18n();
    const member = { ...SAMPLE_MEMBER, clubLabel: { ...SAMPLE_MEMBER.clubLabel, labelName: 'Bronze', type: 'VIP' } };
    const api = cannedApi(sampleAnswers());
    const store = createPromotionsStore({ api, session: SAMPLE_SESSION, member });
    renderPromotions(<BenefitsPage />, { i18n, store, path: '/m/member/benefits' });
    expect(screen.getByText('Bronze')).toBeVisible();
    expect(screen.getByText('Your level is assigned by the operator, and so are its benefits.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(api.calls.some((call) => call.path === '/wps/relay/MCSFE_getPlayerRankProgress')).toBe(false);
  });
});
