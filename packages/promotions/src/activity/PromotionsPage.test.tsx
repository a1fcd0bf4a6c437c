import { fireEvent, screen, within } from '@testing-library/react';
import { cannedApi } from '@lotto/api-client/testing';
import { describe, expect, it, vi } from 'vitest';
import { createPromotionsStore, renderPromotions, SAMPLE_MEMBER, SAMPLE_SESSION, sampleAnswers, setupI18n } from '../testing';
import { PromotionsPage } from './PromotionsPage';

const visitor = () => createPromotionsStore({ api: cannedApi(sampleAnswers()) });
const member = () => createPromotionsStore({ api: cannedApi(sampleAnswers()), session: SAMPLE_SESSION, member: SAMPLE_MEMBER });

describe('the promotions', () => {
  it('lists every promotion under "all", and a tab per category present filters them', async () => {
    const i18n = await setupI18n();
    renderPromotions(<PromotionsPage />, { i18n, store: visitor() });
    const tabs = await screen.findByRole('tablist', { name: 'Promotion categories' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Slots', 'Deposit', 'VIP', 'New players', 'Other']);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Other' }));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Daily check-in']);
    expect(screen.getByRole('link', { name: /Daily check-in/ })).toHaveAttribute('href', '/m/activity?id=103');
  });

  it("a promotion's page: its pictures in sequence, title, period, content, its go-to for a member, share", async () => {
    const i18n = await setupI18n();
    const share = vi.fn(async () => undefined);
    Object.assign(navigator, { share });
    renderPromotions(<PromotionsPage />, { i18n, store: member(), path: '/m/activity?id=101' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome bonus 100%' })).toBeVisible();
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
      'Welcome bonus 100%, picture 1 of 2',
      'Welcome bonus 100%, picture 2 of 2',
    ]);
    expect(screen.getByText(/Jan 1, 2026 – Dec 31, 2026/)).toBeVisible();
    expect(screen.getByText('100%')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go to activity' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Welcome bonus 100%', url: `${window.location.origin}/m/activity?id=101` });
    Reflect.deleteProperty(navigator, 'share');
  });

  it('a visitor gets no go-to button; an unknown promotion says it has ended and leads to all promotions', async () => {
    const i18n = await setupI18n();
    const { result } = renderPromotions(<PromotionsPage />, { i18n, store: visitor(), path: '/m/activity?id=101' });
    expect(await screen.findByRole('heading', { name: 'Welcome bonus 100%' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Go to activity' })).toBeNull();
    result.unmount();
    renderPromotions(<PromotionsPage />, { i18n, store: visitor(), path: '/m/activity?id=999' });
    expect(await screen.findByText('This promotion has ended or is no longer offered.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/m/activity');
  });

  it('no promotion: said so; a failed list: a retry', async () => {
    const i18n = await setupI18n();
    const empty = createPromotionsStore({
      api: cannedApi({ '/wps/relay/MCSFE_getListAnnouncements': { status: 200, success: true, value: { promotion: [] } } }),
    });
    const { result } = renderPromotions(<PromotionsPage />, { i18n, store: empty });
    expect(await screen.findByText('No promotions are running right now.')).toBeVisible();
    result.unmount();
    const broken = createPromotionsStore({
      api: cannedApi({ '/wps/relay/MCSFE_getListAnnouncements': { status: 0, success: false, value: null } }),
    });
    renderPromotions(<PromotionsPage />, { i18n, store: broken });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
