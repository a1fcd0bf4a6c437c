import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cannedApi } from '@lotto/api-client/testing';
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CaptchaGate } from '../shared/captcha-gate';
import { LoginScreen } from './LoginScreen';
import { RegisterScreen } from '../register/RegisterScreen';
import { createAuthStore, renderAuth, setupI18n } from '../testing';

const refused = { success: false, status: 200, value: null, errorCode: 'username.exists', message: 'Refused' };

let i18n: I18n;
beforeAll(async () => {
  i18n = await setupI18n();
});

/**
 * The double-tap cooldown guards one tap landing twice. A refusal puts its message between the
 * two taps, so the next tap is the player's new attempt and must be sent at once (issue 10's
 * flaky journeys: a quick retry after the message was swallowed).
 */
describe('the tap after a refusal', () => {
  it('sends the next registration at once', async () => {
    const api = cannedApi({ '/wps/member/register': refused });
    const gate: CaptchaGate = { required: () => false, verify: async () => ({}), reset: vi.fn() };
    renderAuth(<RegisterScreen />, {
      i18n,
      store: createAuthStore({ api, common: { whitelabelVal: { REG3: true } } }),
      path: '/m/register',
      captcha: gate,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Choose a username/ }), 'player01');
    await user.type(screen.getByLabelText(/^Choose a password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(gate.reset).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/wps/member/register')).toHaveLength(2));
  });

  it('sends the next login at once', async () => {
    const api = cannedApi({ '/wps/session/login': refused });
    renderAuth(<LoginScreen />, { i18n, store: createAuthStore({ api }), path: '/m/login' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Wrong123');
    const submit = screen.getByRole('button', { name: 'Log in' });
    await user.click(submit);
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/wps/session/login')).toHaveLength(1));
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/wps/session/login')).toHaveLength(2));
  });
});
