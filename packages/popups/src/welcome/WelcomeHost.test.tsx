import type { Banner } from '../server-data/banners';
import { cannedApi } from '@lotto/api-client/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { overlayClosed, overlayWanted } from '@lotto/app-core';
import { createPopupsStore, renderPopups, setupI18n, standInShell } from '../testing';
import { WelcomeHost } from './WelcomeHost';
import { WelcomeImagePopup } from './WelcomeImagePopup';

const BANNERS: Banner[] = [
  { groupName: 'm_popup2', url: '/b/two.svg', title: 'Two' },
  { groupName: 'm_popup1', url: '/b/one.svg', title: 'One' },
];
const api = () => cannedApi({ '/wps/relay/MCSFE_getListAnnouncements': { success: true, status: 200, value: { banners: BANNERS } } });

let i18n: I18n;
beforeAll(async () => {
  i18n = await setupI18n();
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('the welcome images', () => {
  it('shows popup 1 then popup 2 on home, and marks the visit done after the last', async () => {
    const { shell } = standInShell('/m/home');
    renderPopups(<WelcomeHost shell={shell} />, { i18n, store: createPopupsStore({ api: api() }) });
    expect(await screen.findByRole('dialog', { name: 'One' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'Two' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(sessionStorage.getItem('MC_WELCOME_IMAGES_DONE')).toBe('1');
    expect(JSON.parse(localStorage.getItem('MC_WELCOME_IMAGES') ?? '{}')).toEqual({ m_popup1: 'one.svg', m_popup2: 'two.svg' });
  });

  it('skips a welcome image whose address is malformed or hostile, and still shows the good one', async () => {
    const hostile: Banner[] = [
      { groupName: 'm_popup1', url: 'http://[broken/one.png', title: 'Broken' },
      { groupName: 'm_popup1', url: 'javascript:alert(1)', title: 'Script' },
      { groupName: 'm_popup2', url: '/b/two.svg', title: 'Two' },
    ];
    const answer = cannedApi({ '/wps/relay/MCSFE_getListAnnouncements': { success: true, status: 200, value: { banners: hostile } } });
    const { shell } = standInShell('/m/home');
    renderPopups(<WelcomeHost shell={shell} />, { i18n, store: createPopupsStore({ api: answer }) });
    expect(await screen.findByRole('dialog', { name: 'Two' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Broken' })).toBeNull();
  });

  it('off home, looks again every 20 s', async () => {
    vi.useFakeTimers();
    const { shell } = standInShell('/m/login');
    renderPopups(<WelcomeHost shell={shell} />, { i18n, store: createPopupsStore({ api: api() }) });
    await flush();
    await flush();
    shell.navigate('/m/home');
    act(() => vi.advanceTimersByTime(19_999));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    // Then its turn in the overlays' queue, on the next task.
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'One' })).toBeInTheDocument();
  });

  it('waits for the announcement popup ahead of it in the queue', async () => {
    const { shell } = standInShell('/m/home');
    const store = createPopupsStore({ api: api() });
    store.dispatch(overlayWanted('announcement'));
    renderPopups(<WelcomeHost shell={shell} />, { i18n, store });
    await flush();
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      store.dispatch(overlayClosed('announcement'));
    });
    expect(await screen.findByRole('dialog', { name: 'One' })).toBeInTheDocument();
  });

  it('never shows in the native app', async () => {
    const { shell } = standInShell('/m/home', { environment: { inApp: true, pwa: false, webclip: false } });
    renderPopups(<WelcomeHost shell={shell} />, { i18n, store: createPopupsStore({ api: api() }) });
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('a welcome image that reaches the popup malformed', () => {
  it('renders without throwing, with nothing to save or copy', async () => {
    renderPopups(
      <WelcomeImagePopup banner={{ groupName: 'm_popup1', url: 'http://[broken/one.png', title: 'Broken' }} onDone={() => undefined} />,
      {
        i18n,
        store: createPopupsStore({ api: api() }),
      },
    );
    expect(await screen.findByRole('dialog', { name: 'Broken' })).toBeInTheDocument();
    expect(screen.getByText('Save image').closest('a')).not.toHaveAttribute('href', expect.stringContaining('broken'));
  });
});
