import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import { createAccountStore, MEMBER_INFO, MEMBER_SESSION, renderAccount, setupI18n } from '../testing';
import { FeedbackPage } from './FeedbackPage';

const FEEDBACK = '/wps/feedback';

function page(answer: () => ApiResult | Promise<ApiResult>) {
  const api = cannedApi({ [FEEDBACK]: answer });
  const store = createAccountStore({ api, session: MEMBER_SESSION, member: MEMBER_INFO });
  const sent = () => api.calls.filter((call) => call.path === FEEDBACK);
  return { store, sent };
}

const OK: ApiResult = { status: 200, success: true, value: null };

describe('the feedback page', () => {
  it('refuses an empty text in the player’s language, sending nothing', async () => {
    const i18n = await setupI18n();
    const { store, sent } = page(() => OK);
    renderAccount(<FeedbackPage />, { i18n, store, path: '/m/feedback' });
    await screen.findByRole('textbox', { name: 'Your message' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please enter content')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toEqual([]);
  });

  it('counts the characters as the player types, and refuses a text over the limit', async () => {
    const i18n = await setupI18n();
    const { store, sent } = page(() => OK);
    renderAccount(<FeedbackPage />, { i18n, store, path: '/m/feedback' });
    await screen.findByRole('textbox', { name: 'Your message' });
    const text = screen.getByRole('textbox', { name: 'Your message' });
    fireEvent.change(text, { target: { value: 'Slow lobby' } });
    expect(screen.getByText('10/500')).toBeVisible();
    expect(text).toHaveAccessibleDescription(expect.stringContaining('10/500'));
    fireEvent.change(text, { target: { value: 'x'.repeat(501) } });
    expect(screen.getByText('501/500')).toHaveClass('acct-count--over');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Use at most 500 characters.')).toBeVisible();
    expect(sent()).toEqual([]);
  });

  it('sends the text with its topic and the account once, however many taps; then says so and clears the form', async () => {
    const i18n = await setupI18n();
    let release: (value: ApiResult) => void = () => undefined;
    const { store, sent } = page(() => new Promise<ApiResult>((resolve) => (release = resolve)));
    renderAccount(<FeedbackPage />, { i18n, store, path: '/m/feedback' });
    await screen.findByRole('textbox', { name: 'Your message' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Topic' }), { target: { value: 'app' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: ' The lobby is slow. 0917 000 0001 ' } });
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.body).toEqual({ content: 'The lobby is slow. 0917 000 0001', category: 'app', account: 'player01' });
    expect(sent()[0]?.options).toMatchObject({ method: 'PUT', auth: false });
    await act(async () => release(OK));
    expect(await screen.findByText('Thank you, your feedback was sent.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('');
  });

  it('keeps what the player typed when sending fails', async () => {
    const i18n = await setupI18n();
    const { store, sent } = page(() => ({ status: 500, success: false, value: null, message: 'Busy' }));
    renderAccount(<FeedbackPage />, { i18n, store, path: '/m/feedback' });
    await screen.findByRole('textbox', { name: 'Your message' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'Please call me back' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    await waitFor(() => expect(sent()).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('Please call me back');
    expect(screen.queryByText('Thank you, your feedback was sent.')).toBeNull();
  });
});
