import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPromotions, sampleClaims, setupI18n } from '../testing';
import { RewardList } from './RewardList';

const NOW = Date.UTC(2030, 0, 1, 12);
const card = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;
// The clock is isolated for right-to-left text (U+2066 … U+2069); a reader sees the digits alone.
const expiry = (name: string) =>
  card(name)
    .querySelector('.promotions-expiry')
    ?.textContent?.replace(/[\u2066\u2069]/g, '');

describe("My rewards' countdown", () => {
  afterEach(() => vi.useRealTimers());

  it('counts every card down from one timer, says permanent without an expiry, and disables a reward once expired', async () => {
    const i18n = await setupI18n();
    vi.useFakeTimers({ now: NOW });
    const claims = sampleClaims(NOW);
    // One about to expire, to see it happen.
    const soon = { ...claims[0]!, rewardId: 9, eventName: 'Last minute', expiry: NOW + 3_000 };
    renderPromotions(<RewardList rewards={[...claims, soon]} pendingId={null} onClaim={() => undefined} />, { i18n });

    expect(expiry('Weekly deposit bonus')).toBe('Expires in 2d 03:00:00');
    expect(expiry('Mission: 20 spins')).toBe('Expires in 01:00:00');
    expect(expiry('Lucky draw')).toBe('Permanent');
    expect(expiry('Deposit cashback')).toBe('Expired');
    expect(within(card('Deposit cashback')).getByRole('button', { name: 'Claim' })).toBeDisabled();
    expect(expiry('Last minute')).toBe('Expires in 00:00:03');
    expect(vi.getTimerCount()).toBe(1);

    act(() => void vi.advanceTimersByTime(1_000));
    expect(expiry('Mission: 20 spins')).toBe('Expires in 00:59:59');
    expect(expiry('Last minute')).toBe('Expires in 00:00:02');

    act(() => void vi.advanceTimersByTime(2_000));
    expect(expiry('Last minute')).toBe('Expired');
    expect(within(card('Last minute')).getByRole('button', { name: 'Claim' })).toBeDisabled();
    expect(vi.getTimerCount()).toBe(1);
  });

  it('runs no timer when nothing counts down', async () => {
    const i18n = await setupI18n();
    vi.useFakeTimers({ now: NOW });
    const [, , permanent, expired] = sampleClaims(NOW);
    renderPromotions(<RewardList rewards={[permanent!, expired!]} pendingId={null} onClaim={() => undefined} />, { i18n });
    expect(screen.getByText('Permanent')).toBeVisible();
    expect(vi.getTimerCount()).toBe(0);
  });
});
