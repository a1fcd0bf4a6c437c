import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterFieldRule } from '@lotto/api-client';
import { cannedApi, type CannedAnswers } from '@lotto/api-client/testing';
import type { i18n as I18n } from 'i18next';
import { Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { noCaptcha, type CaptchaGate } from '../shared/captcha-gate';
import { RegisterScreen } from './RegisterScreen';
import { createAuthStore, renderAuth, setupI18n } from '../testing';

const REGISTER_PATH = '/wps/member/register';

let i18n: I18n;
beforeAll(async () => {
  i18n = await setupI18n();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderRegister(answers: CannedAnswers, gate: CaptchaGate = noCaptcha, registerRules: Record<string, RegisterFieldRule> = {}) {
  const api = cannedApi(answers);
  const store = createAuthStore({ api, common: { whitelabelVal: { REG3: true, MOBILENUMREG3: true }, registerRules } });
  renderAuth(
    <>
      <Routes>
        <Route path="/m/register" element={<RegisterScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { i18n, store, path: '/m/register', captcha: gate },
  );
  return { api, store };
}

async function fillAndSubmit(username: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /^Choose a username/ }), username);
  await user.type(screen.getByLabelText(/^Choose a password/), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  return user;
}

describe('the registration confirm (spec 000 §4)', () => {
  it('sets the token, renews the common data from the platform, then goes home', async () => {
    const { api, store } = renderRegister({
      [REGISTER_PATH]: { success: true, status: 200, value: { id: 1013, token: 'new-token', userName: 'newbie01' } },
      '/wps/member/info': { success: true, status: 200, value: { type: 0, account: 'newbie01' } },
      '/wps/system/status': {
        success: true,
        status: 200,
        value: { maintenance: false, regionRestriction: false, info: { whitelabel: [{ modId: 'RENEWED3', enabled: '1' }] } },
      },
      '/wps/system/country': { success: true, status: 200, value: { countryCode: 'PH', countryDialingCode: '63', countries: [] } },
    });
    const user = await fillAndSubmit('newbie01');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Registration successful, logging you in');
    await user.click(screen.getByRole('button', { name: /OK|Confirm/i }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/m/home'));
    const after = api.calls.map((call) => call.path).slice(api.calls.findIndex((call) => call.path === REGISTER_PATH) + 1);
    expect(after).toEqual(['/wps/member/info', '/wps/system/status', '/wps/system/country']);
    expect(store.getState().session.info).toMatchObject({ token: 'new-token', userName: 'newbie01' });
    expect(store.getState().common.whitelabelVal).toEqual({ RENEWED3: true });
  });

  it('a refused registration keeps the form and hands the captcha back for a fresh check', async () => {
    const reset = vi.fn();
    const gate: CaptchaGate = { required: () => true, verify: vi.fn(async () => ({ geetestSeccode: 's' })), reset };
    const { api } = renderRegister(
      {
        [REGISTER_PATH]: {
          success: false,
          status: 200,
          value: null,
          errorCode: 'username.exists',
          message: 'This username is already taken.',
        },
      },
      gate,
    );
    await fillAndSubmit('player01');
    await waitFor(() => expect(reset).toHaveBeenCalledTimes(1));
    expect(api.calls.filter((call) => call.path === REGISTER_PATH)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /^Choose a username/ })).toHaveValue('player01');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe("the merchant's register rules (status call, info.register)", () => {
  const RULES = {
    username: { acceptedPattern: '^[a-z][a-z0-9]*$', minLength: 5, maxLength: 12, patternId: 'LOWER_FIRST_LETTER' },
    password: { acceptedPattern: '*', minLength: 8, maxLength: 20, patternId: 'ANY' },
    mobileNum: { acceptedPattern: '^[0-9]+$', minLength: 9, maxLength: 11, patternId: 'DIGITS' },
  };

  it('shows each rule as the field’s hint', async () => {
    renderRegister({}, noCaptcha, RULES);
    const username = await screen.findByRole('textbox', { name: /^Choose a username/ });
    expect(username).toHaveAccessibleDescription('5 to 12 characters · Lower-case letters and digits, starting with a letter');
    expect(screen.getByLabelText(/^Choose a password/)).toHaveAccessibleDescription('8 to 20 characters');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription('9 to 11 characters · Digits only');
  });

  it.each([
    ['abc', 'secret12', 'Use at least 5 characters.', 'username'],
    ['1abcde', 'secret12', 'Lower-case letters and digits, starting with a letter', 'username'],
    ['abcdef', 'secret1', 'Use at least 8 characters.', 'password'],
  ])('%j / %j is refused before any call: %s', async (username, password, message, field) => {
    const { api } = renderRegister({}, noCaptcha, RULES);
    const user = userEvent.setup();
    const usernameBox = await screen.findByRole('textbox', { name: /^Choose a username/ });
    await user.type(usernameBox, username);
    await user.type(screen.getByLabelText(/^Choose a password/), password);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const refused = field === 'username' ? usernameBox : screen.getByLabelText(/^Choose a password/);
    await waitFor(() => expect(refused).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(refused).toHaveFocus();
    expect(api.calls.filter((call) => call.path === REGISTER_PATH)).toHaveLength(0);
    expect(usernameBox).toHaveValue(username);
  });

  it('sends a registration that meets the rules', async () => {
    const { api } = renderRegister(
      { [REGISTER_PATH]: { success: true, status: 200, value: { id: 1014, token: 't', userName: 'newbie02' } } },
      noCaptcha,
      RULES,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Choose a username/ }), 'newbie02');
    await user.type(screen.getByLabelText(/^Choose a password/), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('alertdialog');
    expect(api.calls.filter((call) => call.path === REGISTER_PATH)).toHaveLength(1);
  });

  it('without rules asks only that the fields are filled', async () => {
    renderRegister({}, noCaptcha);
    expect(await screen.findByRole('textbox', { name: /^Choose a username/ })).not.toHaveAccessibleDescription();
  });
});

describe('the fields the register rules add (referralCode, email, realName)', () => {
  const RULES = {
    username: { acceptedPattern: '^[a-z0-9]+$', minLength: 5, maxLength: 12 },
    password: { acceptedPattern: '*', minLength: 6, maxLength: 20 },
    referralCode: { acceptedPattern: '^[A-Z0-9]+$', minLength: 4, maxLength: 10, patternId: 'ALPHANUMERIC' },
    email: { acceptedPattern: '^[^@\\s]+@[^@\\s]+$', minLength: 0, maxLength: 0, patternId: 'EMAIL' },
  };

  it('shows them with their hints, refuses what breaks them, and sends what they hold', async () => {
    const { api } = renderRegister(
      { [REGISTER_PATH]: { success: true, status: 200, value: { id: 1015, token: 't', userName: 'newbie03' } } },
      noCaptcha,
      RULES,
    );
    const user = userEvent.setup();
    const referral = await screen.findByRole('textbox', { name: /^Referral code/ });
    const email = screen.getByRole('textbox', { name: /^Email address/ });
    expect(referral).toHaveAccessibleDescription('4 to 10 characters · Letters and digits only');
    expect(email).toHaveAccessibleDescription('Optional · An address such as name@example.com');
    expect(screen.queryByRole('textbox', { name: /^Full name/ })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: /^Choose a username/ }), 'newbie03');
    await user.type(screen.getByLabelText(/^Choose a password/), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(referral).toHaveAccessibleDescription(expect.stringContaining('Enter a referral code.')));
    expect(referral).toHaveFocus();
    await user.type(referral, 'R1002');
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(api.calls.filter((call) => call.path === REGISTER_PATH)).toHaveLength(0);

    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('alertdialog');
    const [call] = api.calls.filter((entry) => entry.path === REGISTER_PATH);
    expect(call?.body).toMatchObject({ username: 'newbie03', referralCode: 'R1002' });
    expect(call?.body).not.toHaveProperty('email');
  });

  it('a refusal for a field rule asks the platform for its rules once, and the form follows them keeping what was typed', async () => {
    const status = (register: Record<string, unknown>) => ({
      success: true,
      status: 200,
      value: { maintenance: false, regionRestriction: false, info: { register } },
    });
    const { api } = renderRegister(
      {
        [REGISTER_PATH]: {
          success: false,
          status: 200,
          value: null,
          errorCode: 'username.invalid',
          message: 'A username has 10 to 12 characters.',
        },
        '/wps/system/status': status({
          ...RULES,
          username: { ...RULES.username, minLength: 10 },
          realName: { acceptedPattern: '*', minLength: 2 },
        }),
      },
      noCaptcha,
      { username: RULES.username, password: RULES.password },
    );
    await fillAndSubmit('newbie04');
    const username = screen.getByRole('textbox', { name: /^Choose a username/ });
    await waitFor(() => expect(username).toHaveAccessibleDescription('10 to 12 characters'));
    expect(await screen.findByRole('textbox', { name: /^Full name/ })).toHaveValue('');
    expect(username).toHaveValue('newbie04');
    expect(screen.getByLabelText(/^Choose a password/)).toHaveValue('secret1');
    expect(api.calls.filter((call) => call.path === '/wps/system/status')).toHaveLength(1);
  });

  it('another refusal (a taken username) leaves the rules alone', async () => {
    const { api } = renderRegister(
      { [REGISTER_PATH]: { success: false, status: 200, value: null, errorCode: 'username.exists', message: 'Taken.' } },
      noCaptcha,
      { username: RULES.username, password: RULES.password },
    );
    await fillAndSubmit('player01');
    await waitFor(() => expect(api.calls.some((call) => call.path === REGISTER_PATH)).toBe(true));
    expect(api.calls.filter((call) => call.path === '/wps/system/status')).toHaveLength(0);
  });
});
