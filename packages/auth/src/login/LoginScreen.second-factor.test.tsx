import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectCurrentAlert } from '@lotto/app-core';
import { cannedApi, type CannedAnswers } from '@lotto/api-client/testing';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CaptchaGate } from '../shared/captcha-gate';
import { LoginScreen } from './LoginScreen';
import { createAuthStore, renderAuth, setupI18n } from '../testing';

const LOGIN_PATH = '/wps/session/login';
const SMS_PATH = '/wps/verification/sms/noLogin';
/** Spec 000 §2: every modal hides with a 250 ms animation before it is removed. */
const MODAL_EXIT_MS = 250;
const CAPTCHA_FIELDS = { geetestValidateV4: { lot_number: 'lot-1', pass_token: 'pass-1' } };

function verifyRequired(value: Record<string, boolean> | null, message = 'Verify first') {
  return { success: false, status: 200, value, errorCode: 'login_verify_required', message };
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await setupI18n();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A gate that asks for the captcha on SMS sending only, the way the merchant's GEETESTVCODE3 flag does. */
function smsCaptcha(): CaptchaGate & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    required: (scene) => scene === 'sms',
    verify: async (scene) => {
      asked.push(scene);
      return CAPTCHA_FIELDS;
    },
  };
}

function renderLogin(answers: CannedAnswers, captcha?: CaptchaGate) {
  const api = cannedApi(answers);
  const store = createAuthStore({ api });
  renderAuth(<LoginScreen />, { i18n, store, path: '/m/login', captcha });
  return { api, store };
}

async function logIn() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Passw0rd!');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('the second factor on the login page (spec 000 §2, §5)', () => {
  it('asks for the captcha before the modal sends an SMS when the merchant protects SMS sending', async () => {
    const captcha = smsCaptcha();
    const { api } = renderLogin(
      { [LOGIN_PATH]: verifyRequired({ sms: true }), [SMS_PATH]: { success: true, status: 200, value: {} } },
      captcha,
    );
    const user = await logIn();
    const dialog = await screen.findByRole('dialog', { name: 'Verify it’s you' });
    await user.type(within(dialog).getByLabelText('Mobile number'), '9171234567');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(api.calls.some((call) => call.path === SMS_PATH)).toBe(true));
    expect(captcha.asked).toEqual(['sms']);
    expect(api.calls.find((call) => call.path === SMS_PATH)?.body).toMatchObject({ mobileNum: '9171234567', ...CAPTCHA_FIELDS });
  });

  it('sends no SMS when the player closes the captcha', async () => {
    const closed: CaptchaGate = { required: (scene) => scene === 'sms', verify: async () => null };
    const { api } = renderLogin({ [LOGIN_PATH]: verifyRequired({ sms: true }) }, closed);
    const user = await logIn();
    const dialog = await screen.findByRole('dialog', { name: 'Verify it’s you' });
    await user.type(within(dialog).getByLabelText('Mobile number'), '9171234567');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeEnabled());
    expect(api.calls.some((call) => call.path === SMS_PATH)).toBe(false);
  });

  it('is an ordinary failure with the server’s message when no method is flagged', async () => {
    const { store } = renderLogin({ [LOGIN_PATH]: verifyRequired({}, 'Account needs a check') });
    await logIn();
    await waitFor(() => expect(selectCurrentAlert(store.getState())?.message).toBe('Account needs a check'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('plays the exit animation when closed: hiding for 250 ms, then removed', async () => {
    renderLogin({ [LOGIN_PATH]: verifyRequired({ email: true }) });
    await logIn();
    const dialog = await screen.findByRole('dialog', { name: 'Verify it’s you' });
    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).toHaveAttribute('data-state', 'hiding');
    act(() => vi.advanceTimersByTime(MODAL_EXIT_MS - 1));
    expect(dialog).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(dialog).not.toBeInTheDocument();
  });
});
