import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cannedApi } from '@lotto/api-client/testing';
import type { FeedbackState } from '@lotto/app-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InviteFriendsPage } from './InviteFriendsPage';
import { createReferralStore, DETAILS_PATH, LAYOUT_PATH, referralAnswers, renderReferral, setupI18n } from './testing';

const MEMBER = { token: 't-1', userName: 'player01', type: 0 };

async function openAsMember(answers = referralAnswers(), memberType = 0) {
  const i18n = await setupI18n();
  const api = cannedApi(answers);
  const store = createReferralStore({ api, session: MEMBER, memberType });
  renderReferral(<InviteFriendsPage />, { i18n, store });
  const asked = (path: string) => api.calls.filter((call) => call.path === path);
  return { api, store, asked };
}

const toasts = (store: ReturnType<typeof createReferralStore>) =>
  (store.getState().feedback as FeedbackState).toasts.map((toast) => toast.messageKey);

describe('the invite page for a visitor', () => {
  it('says what inviting friends is, and leads to a log-in that comes back here', async () => {
    const i18n = await setupI18n();
    const api = cannedApi();
    renderReferral(<InviteFriendsPage />, { i18n, store: createReferralStore({ api }) });
    expect(screen.getByRole('heading', { name: 'How inviting friends works' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Log in to invite friends' })).toHaveAttribute(
      'href',
      '/m/login?redirectUrl=%2Fm%2FinviteFriends',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/m/register?redirectUrl=%2Fm%2FinviteFriends');
    expect(api.calls).toEqual([]);
  });
});

describe('the invite page for a member', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it("shows the platform's code, count and link on a promotion domain, the QR code and the offers", async () => {
    const { asked } = await openAsMember();
    expect(await screen.findByText('R1001')).toBeVisible();
    expect(screen.getByText('Friends invited').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('https://join.lucky.example/?r=R1001')).toBeVisible();
    expect(await screen.findByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
    const offers = within(screen.getByRole('region', { name: 'What the programme offers' })).getAllByRole('listitem');
    expect(offers.map((item) => item.textContent)).toEqual([
      'A reward for each friend who joins',
      'A rebate on your friends’ deposits',
      'A rebate on your friends’ bets',
    ]);
    expect(asked(DETAILS_PATH)[0]?.options.query).toEqual({ autoGenerate: 'true' });
    expect(asked(LAYOUT_PATH)[0]?.options.query).toEqual({ platform: 'M' });
    expect(screen.queryByRole('link', { name: 'Agent registration' })).toBeNull();
  });

  it("shows the operator's sections in their order, sanitised, without the hidden one", async () => {
    await openAsMember();
    const sections = await screen.findByRole('region', { name: 'More about the programme' });
    expect(
      within(sections)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['How it works', 'Rules']);
    expect(within(sections).getByText('register and deposit').tagName).toBe('STRONG');
    expect(within(sections).queryByText('Top inviters')).toBeNull();
  });

  it("links the app's own registration page when the answer names no promotion domain", async () => {
    await openAsMember(referralAnswers({ details: 'noDomains' }));
    expect(await screen.findByText(`${window.location.origin}/m/register?r=R1001`)).toBeVisible();
    expect(screen.getByText('Friends invited').nextElementSibling).toHaveTextContent('0');
  });

  it('copies the link and says so; when the clipboard is refused the link is left selected to copy by hand', async () => {
    // userEvent puts a clipboard of its own on the navigator, as a browser that allows it has.
    const user = userEvent.setup();
    const { store } = await openAsMember();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toasts(store)).toEqual(['link.copied']));
    expect(writeText).toHaveBeenCalledWith('https://join.lucky.example/?r=R1001');

    writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toasts(store)).toContain('link.copyManual'));
    expect(window.getSelection()?.toString()).toBe('https://join.lucky.example/?r=R1001');
  });

  it('shares the link through the system sheet once however often it is tapped, and copies where there is none', async () => {
    const user = userEvent.setup();
    const { store } = await openAsMember();
    let close: () => void = () => undefined;
    const share = vi.fn(() => new Promise<void>((resolve) => (close = resolve)));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const button = await screen.findByRole('button', { name: 'Share' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(share).toHaveBeenCalledTimes(1);
    expect(share).toHaveBeenCalledWith({
      title: 'Lucky Star Lottery',
      text: 'Join me at Lucky Star Lottery: register with my invite link.',
      url: 'https://join.lucky.example/?r=R1001',
    });
    await act(async () => close());
    expect(toasts(store)).toEqual([]);

    Reflect.deleteProperty(navigator, 'share');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(button);
    await waitFor(() => expect(toasts(store)).toEqual(['link.copied']));
    expect(writeText).toHaveBeenCalledWith('https://join.lucky.example/?r=R1001');
  });

  it('says the details could not be loaded, never making a code up, and tries again', async () => {
    let fail = true;
    const answers = referralAnswers();
    const { asked } = await openAsMember({
      ...answers,
      [DETAILS_PATH]: (body, options) => {
        if (fail) return { status: 502, success: false, value: null };
        const answer = answers[DETAILS_PATH];
        return typeof answer === 'function' ? answer(body, options) : answer!;
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your referral details could not be loaded.');
    expect(screen.queryByText(/\?r=/)).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('R1001')).toBeVisible();
    expect(asked(DETAILS_PATH)).toHaveLength(2);
  });

  it('says so when the platform has no code for the member yet', async () => {
    await openAsMember(referralAnswers({ details: 'noCode' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your referral code is not ready yet.');
  });

  it('shows its own blocks when the layout call fails', async () => {
    await openAsMember(referralAnswers({ layout: false }));
    expect(await screen.findByText('R1001')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'More about the programme' })).toBeNull();
  });

  it('shows an agent the way to agent registration', async () => {
    await openAsMember(referralAnswers(), 1);
    expect(await screen.findByRole('link', { name: 'Agent registration' })).toHaveAttribute('href', '/m/agentRegister');
  });
});
