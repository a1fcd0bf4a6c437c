import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cannedApi } from '@lotto/api-client/testing';
import { describe, expect, it, vi } from 'vitest';
import type { ChatDeps } from './chat-deps';
import { ChatHost } from './ChatHost';
import { createChatStore, renderChat, setupI18n } from './testing';

const VECTOR = 'hKMAdeFKGLg9mH2UuahCGKbg5krRufxsVRPjynlCJcNjVbZ3yxnYPA==k3Y9pQ2z';
const LAUNCH = '/wps/relay/CBS_launchChat';

function fakeDeps() {
  const opened: string[] = [];
  const cancelled = vi.fn();
  const deps: ChatDeps = {
    navigate: vi.fn(),
    language: () => 'EN',
    openWindow: () => ({ go: (url) => opened.push(url), cancel: cancelled }),
  };
  return { deps, opened, cancelled };
}

const entry = () => screen.getByRole('button', { name: /^Customer service/ });

describe('the chat entry (spec 001 §4)', () => {
  it('is absent without the merchant’s chat flag', async () => {
    const i18n = await setupI18n();
    renderChat(<ChatHost deps={fakeDeps().deps} />, { i18n, store: createChatStore({ chatEnabled: false }) });
    expect(screen.queryByRole('button', { name: /Customer service/ })).toBeNull();
  });

  it('sends a visitor to login, told to come back here', async () => {
    const i18n = await setupI18n();
    const { deps } = fakeDeps();
    window.history.replaceState(null, '', '/m/home?token=secret&x=1');
    renderChat(<ChatHost deps={deps} />, { i18n });
    await userEvent.click(entry());
    expect(deps.navigate).toHaveBeenCalledWith('/m/login?redirectUrl=%2Fm%2Fhome%3Fx%3D1');
  });

  it('refuses member type 4 with no_permissions and calls nothing', async () => {
    const i18n = await setupI18n();
    const api = cannedApi();
    const store = createChatStore({ api, session: { token: 't', userName: 'nochat01', type: 4 } });
    renderChat(<ChatHost deps={fakeDeps().deps} />, { i18n, store });
    await userEvent.click(entry());
    expect(store.getState().feedback.alerts[0]).toMatchObject({ messageKey: 'no_permissions', namespace: 'chat' });
    expect(api.calls).toEqual([]);
  });

  it('opens a member’s chat at the launch call’s chatUrl, once however often it is tapped', async () => {
    const i18n = await setupI18n();
    let answer: (value: unknown) => void = () => undefined;
    const api = cannedApi({
      [LAUNCH]: () =>
        new Promise((resolve) => {
          answer = () => resolve({ success: true, value: { chatUrl: 'https://chat.example/room/1' }, status: 200 });
        }),
    });
    const store = createChatStore({ api, session: { token: 't', userName: 'player01', type: 0 } });
    const { deps, opened } = fakeDeps();
    document.title = 'Home · Demo';
    renderChat(<ChatHost deps={deps} />, { i18n, store });
    await userEvent.click(entry());
    await userEvent.click(entry());
    answer(null);
    await waitFor(() => expect(opened).toEqual(['https://chat.example/room/1']));
    expect(api.calls.filter((call) => call.path === LAUNCH)).toHaveLength(1);
    expect(api.calls[0]?.options.query).toMatchObject({ b2c: 1, title: 'Home · Demo', language: 'EN' });
    expect(String(api.calls[0]?.options.query?.backUrl)).not.toContain('token');
  });

  it('closes the prepared tab and says so when the answer has no address', async () => {
    const i18n = await setupI18n();
    const api = cannedApi({ [LAUNCH]: { success: true, value: { chatUrl: 'javascript:alert(1)' }, status: 200 } });
    const store = createChatStore({ api, session: { token: 't', userName: 'player01', type: 0 } });
    const { deps, opened, cancelled } = fakeDeps();
    renderChat(<ChatHost deps={deps} />, { i18n, store });
    await userEvent.click(entry());
    await waitFor(() => expect(cancelled).toHaveBeenCalled());
    expect(opened).toEqual([]);
    expect(store.getState().feedback.alerts[0]).toMatchObject({ messageKey: 'launch_failed' });
  });

  it('names the unread count in the entry and announces it', async () => {
    const i18n = await setupI18n();
    const store = createChatStore({ unread: 3, session: { token: 't', type: 0 } });
    renderChat(<ChatHost deps={fakeDeps().deps} />, { i18n, store });
    expect(screen.getByRole('button', { name: 'Customer service, 3 unread' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 unread messages');
  });
});

describe('the chooser of customer-service entries (spec 001 §3, §7)', () => {
  it('opens the chosen entry’s decoded link with the member’s name and, for AICAN, the VIP label', async () => {
    const i18n = await setupI18n();
    const store = createChatStore({
      chat: { chooserOpen: true },
      customerService: [
        { csType: 'LIVECHAT', csPosition: '2', path: 'https://live.example/chat', name: 'Live chat' },
        { csType: 'AICAN', csPosition: '1', path: VECTOR, name: 'AI service' },
      ],
      session: { token: 't', userName: 'player01', type: 0 },
      member: { type: 0, clubLabel: { labelName: 'Gold', type: 'AUTO', rankLevel: 3 } },
    });
    const { deps, opened } = fakeDeps();
    renderChat(<ChatHost deps={deps} />, { i18n, store });
    const choices = screen.getAllByRole('button', { name: /Live chat|AI service/ });
    expect(choices.map((choice) => choice.textContent)).toEqual(['AI service', 'Live chat']);
    await userEvent.click(choices[0]!);
    await waitFor(() => expect(opened).toEqual(['https://chat.example.com/live?site=demo&userName=player01&category=Gold']));
    expect(store.getState().chat.chooserOpen).toBe(false);
  });
});
