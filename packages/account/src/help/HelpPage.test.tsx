import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import { createAccountStore, HELP_SECTIONS, renderAccount, setupI18n } from '../testing';
import { HelpPage } from './HelpPage';

const HELP = '/wps/system/helpCenter';

function help(answer: (options: { query?: Record<string, unknown> }) => ApiResult) {
  const api = cannedApi({ [HELP]: (_body, options) => answer(options as { query?: Record<string, unknown> }) });
  return { api, store: createAccountStore({ api }), asked: () => api.calls.filter((call) => call.path === HELP) };
}

describe('the help centre', () => {
  it('shows the sections closed, asked in the interface language without the session; a tap opens one, sanitised', async () => {
    const i18n = await setupI18n();
    const { store, asked } = help(() => ({ status: 200, success: true, value: HELP_SECTIONS }));
    const { result } = renderAccount(<HelpPage />, { i18n, store, path: '/m/help' });
    const terms = await screen.findByRole('button', { name: 'Terms and conditions' });
    expect(terms).toHaveAttribute('aria-expanded', 'false');
    expect(asked()[0]?.options).toMatchObject({ query: { lang: 'EN', device: 'MOBILE' }, auth: false });
    fireEvent.click(terms);
    expect(terms).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('One account per player.', { exact: false })).toBeVisible();
    expect(result.container.querySelector('script')).toBeNull();
    expect(result.container.innerHTML).not.toContain('onclick');
  });

  it('#term opens that section; a deep link to a child opens its parent too', async () => {
    const i18n = await setupI18n();
    const { store } = help(() => ({ status: 200, success: true, value: HELP_SECTIONS }));
    renderAccount(<HelpPage />, { i18n, store, path: '/m/help#faq-deposit' });
    expect(await screen.findByRole('button', { name: 'How do I deposit?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Frequently asked questions' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Terms and conditions' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('a link inside a section to another section opens it in place', async () => {
    const i18n = await setupI18n();
    const { store } = help(() => ({ status: 200, success: true, value: HELP_SECTIONS }));
    renderAccount(<HelpPage />, { i18n, store, path: '/m/help#term' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Terms and conditions' })).toHaveAttribute('aria-expanded', 'true'));
    fireEvent.click(screen.getByRole('link', { name: 'privacy policy' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Privacy policy' })).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByTestId('address')).toHaveTextContent('/m/help#privacy');
  });

  it('asks again in the new language when the player switches', async () => {
    const i18n = await setupI18n();
    const { store, asked } = help(({ query }) => ({
      status: 200,
      success: true,
      value: [{ tag: 'term', title: query?.lang === 'CN' ? '条款与条件' : 'Terms and conditions', content: '' }],
    }));
    renderAccount(<HelpPage />, { i18n, store, path: '/m/help' });
    await screen.findByRole('button', { name: 'Terms and conditions' });
    try {
      await act(async () => void (await i18n.changeLanguage('CN')));
      expect(await screen.findByRole('button', { name: '条款与条件' })).toBeVisible();
      expect(asked().map((call) => call.options.query?.lang)).toEqual(['EN', 'CN']);
    } finally {
      // The texts' instance is shared by the run's tests.
      await act(async () => void (await i18n.changeLanguage('EN')));
    }
  });

  it('says when help could not come, with a retry; and when there is none, with a way on', async () => {
    const i18n = await setupI18n();
    let answer: ApiResult = { status: 502, success: false, value: null };
    const failing = help(() => answer);
    const { result } = renderAccount(<HelpPage />, { i18n, store: failing.store, path: '/m/help' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Help could not be loaded.');
    answer = { status: 200, success: true, value: [] };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There is no help here yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/m/home');
    result.unmount();
  });
});
