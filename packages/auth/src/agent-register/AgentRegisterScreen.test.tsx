import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberInfo } from '@lotto/api-client';
import { cannedApi, type CannedAnswers } from '@lotto/api-client/testing';
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AgentRegisterScreen } from './AgentRegisterScreen';
import { noCaptcha, type CaptchaGate } from '../shared/captcha-gate';
import { AUTH_NAMESPACE } from '../locales';
import { createAuthStore, renderAuth, setupI18n } from '../testing';

const REGISTER_PATH = '/wps/member/register';
const AGENT: MemberInfo = { type: 1, account: 'agent01', referralCode: 'R1002' };

let i18n: I18n;
beforeAll(async () => {
  i18n = await setupI18n();
});

async function renderAgentPage({
  member = AGENT,
  answers = {},
  gate = noCaptcha,
}: { member?: MemberInfo; answers?: CannedAnswers; gate?: CaptchaGate } = {}) {
  const api = cannedApi(answers);
  const store = createAuthStore({
    api,
    session: {
      info: { id: 1002, token: 't', merchantCode: 'demo', userName: 'agent01', type: member.type, firstTimeLogin: false },
      member,
      memberStatus: 'ready',
    },
  });
  renderAuth(<AgentRegisterScreen formFooter={<p>captcha here</p>} />, { i18n, store, captcha: gate });
  const registerCalls = () => api.calls.filter((call) => call.path === REGISTER_PATH);
  // The texts load on demand: the page shows once they are there.
  await screen.findByText('Referral link');
  return { api, store, registerCalls };
}

const fields = () => ({
  username: screen.getByRole('textbox', { name: /New player’s username/ }),
  password: screen.getByLabelText(/New player’s password/),
  submit: screen.getByRole('button', { name: 'Register player' }),
});

const accepted: CannedAnswers = {
  [REGISTER_PATH]: (body) => ({
    success: true,
    status: 200,
    value: {
      id: 1013,
      customerId: 1013,
      userName: (body as { username: string }).username,
      customerName: (body as { username: string }).username,
    },
  }),
};

describe('the agent page', () => {
  it('shows every member their own referral link; only an agent gets the form (and the captcha under it)', async () => {
    await renderAgentPage({ member: { type: 0, account: 'player01', referralCode: 'R1001' } });
    expect(screen.getByRole('definition')).toHaveTextContent(`${window.location.origin}/m/register?r=R1001`);
    expect(screen.queryByRole('button', { name: 'Register player' })).toBeNull();
    expect(screen.queryByText('captcha here')).toBeNull();
  });

  it('registers a player under the agent: login false, the agent’s code; names the player and clears the form', async () => {
    const user = userEvent.setup();
    const { registerCalls, store } = await renderAgentPage({ answers: accepted });
    expect(screen.getByText('captcha here')).toBeVisible();
    await user.type(fields().username, 'downline01');
    await user.type(fields().password, 'secret1');
    await user.click(fields().submit);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('downline01 is now registered under you.'));
    expect(registerCalls()).toHaveLength(1);
    expect(registerCalls()[0]?.body).toMatchObject({ username: 'downline01', password: 'secret1', login: false, referralCode: 'R1002' });
    expect(fields().username).toHaveValue('');
    expect(fields().password).toHaveValue('');
    // Still the agent's session.
    expect(store.getState().session.info).toMatchObject({ userName: 'agent01', token: 't' });
  });

  it('keeps what was typed when the server refuses, and hands the captcha back for a fresh check', async () => {
    const user = userEvent.setup();
    const reset = vi.fn();
    const verify = vi.fn(async () => ({ geetestSeccode: 's' }));
    const gate: CaptchaGate = { required: () => true, verify, reset };
    const { registerCalls } = await renderAgentPage({
      gate,
      answers: {
        [REGISTER_PATH]: {
          success: false,
          status: 200,
          value: null,
          errorCode: 'username.exists',
          message: 'This username is already taken.',
        },
      },
    });
    await user.type(fields().username, 'player01');
    await user.type(fields().password, 'secret1');
    await user.click(fields().submit);
    await waitFor(() => expect(reset).toHaveBeenCalledTimes(1));
    expect(registerCalls()[0]?.body).toMatchObject({ geetestSeccode: 's' });
    expect(fields().username).toHaveValue('player01');
    expect(fields().password).toHaveValue('secret1');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('sends one request however many taps', async () => {
    const user = userEvent.setup();
    const { registerCalls } = await renderAgentPage({ answers: accepted });
    await user.type(fields().username, 'tapper01');
    await user.type(fields().password, 'secret1');
    const submit = fields().submit;
    for (let tap = 0; tap < 5; tap += 1) submit.click();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('tapper01'));
    expect(registerCalls()).toHaveLength(1);
  });

  it('copies the link and says so; when the clipboard is refused it asks the player to copy it', async () => {
    const user = userEvent.setup();
    const { store } = await renderAgentPage();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/m/register?r=R1002`);
    expect(store.getState().feedback.toasts).toMatchObject([{ messageKey: 'agent.copied', namespace: AUTH_NAMESPACE, variant: 'success' }]);

    writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(store.getState().feedback.toasts.at(-1)).toMatchObject({ messageKey: 'agent.copyManual' }));
    // Left selected, for the player to copy.
    expect(window.getSelection()?.toString()).toBe(`${window.location.origin}/m/register?r=R1002`);
  });

  it('loads the member when nobody has yet, and offers a retry when that fails', async () => {
    const api = cannedApi({ '/wps/member/info': { success: false, status: 500, value: null } });
    const store = createAuthStore({
      api,
      session: { info: { id: 1002, token: 't', merchantCode: 'demo', userName: 'agent01', type: 1, firstTimeLogin: false } },
    });
    renderAuth(<AgentRegisterScreen />, { i18n, store });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account could not be loaded.');
    expect(api.calls.filter((call) => call.path === '/wps/member/info')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/wps/member/info')).toHaveLength(2));
  });
});
