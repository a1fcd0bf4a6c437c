import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSystemStore, renderSystem, setupI18n } from '../testing';
import { LineChooserPage } from './LineChooserPage';

let en: I18n;
beforeAll(async () => {
  en = await setupI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const FAST = 'https://fast.example';
const SLOW = 'https://slow.example';
const DEAD = 'https://dead.example';

/** Lines answer when the test says so, through a resolver per origin. */
function controlledFetch() {
  const answer = new Map<string, (ok: boolean) => void>();
  const fetch = vi.fn(
    (input: RequestInfo | URL) =>
      new Promise<Response>((resolve, reject) => {
        answer.set(new URL(String(input)).origin, (ok) =>
          ok ? resolve(new Response('{}', { status: 200 })) : reject(new TypeError('Failed to fetch')),
        );
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: (origin: string, ok = true) => answer.get(origin)?.(ok) };
}

function rowOf(host: string) {
  return screen.getByText(host).closest('li') as HTMLElement;
}

describe('LineChooserPage', () => {
  it("pings the merchant's lines, shows each result as it arrives and offers the first to answer", async () => {
    const lines = controlledFetch();
    const store = createSystemStore({
      common: { domainList: [SLOW, FAST, DEAD], customerService: [{ csType: 'LIVECHAT', path: 'https://chat.example' }] },
    });
    renderSystem(<LineChooserPage />, { i18n: en, store, path: '/m/lines?affiliateCode=A1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a line' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Lines' })).getAllByRole('listitem')).toHaveLength(3);
    expect(lines.fetch).toHaveBeenCalledTimes(3);
    for (const host of ['slow.example', 'fast.example', 'dead.example']) expect(rowOf(host)).toHaveTextContent('Please wait…');
    expect(screen.queryByRole('button', { name: 'Use this line' })).not.toBeInTheDocument();

    lines.answer(FAST);
    expect(await within(rowOf('fast.example')).findByText('Fastest')).toBeInTheDocument();
    expect(rowOf('fast.example')).toHaveTextContent(/\d+ ms/);
    expect(rowOf('slow.example')).toHaveTextContent('Please wait…');

    lines.answer(DEAD, false);
    expect(await within(rowOf('dead.example')).findByText('No answer')).toBeInTheDocument();
    lines.answer(SLOW);
    await vi.waitFor(() => expect(rowOf('slow.example')).toHaveTextContent(/\d+ ms/));
    expect(within(rowOf('slow.example')).queryByText('Fastest')).not.toBeInTheDocument();

    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, search: '?affiliateCode=A1&token=t', protocol: 'https:', assign });
    await userEvent.click(screen.getByRole('button', { name: 'Use this line' }));
    expect(assign).toHaveBeenCalledWith('https://fast.example/m/home?affiliateCode=A1');
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
  });

  it('says so when no line answers, and tests again on request', async () => {
    const lines = controlledFetch();
    const store = createSystemStore({ common: { domainList: [DEAD] } });
    renderSystem(<LineChooserPage />, { i18n: en, store, path: '/m/lines' });
    await screen.findByRole('heading', { level: 1 });
    lines.answer(DEAD, false);
    expect(await screen.findByText('No line answered. Please check your connection and test again.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Test again' }));
    expect(lines.fetch).toHaveBeenCalledTimes(2);
    expect(rowOf('dead.example')).toHaveTextContent('Please wait…');
  });

  it('says so when the merchant has no lines', async () => {
    const store = createSystemStore({ common: { domainList: [] } });
    renderSystem(<LineChooserPage />, { i18n: en, store, path: '/m/lines' });
    expect(await screen.findByText('No other lines are set up for this site.')).toBeInTheDocument();
  });

  it('waits for the merchant settings before testing', async () => {
    const lines = controlledFetch();
    const store = createSystemStore({ common: { status: 'loading', domainList: [] } });
    renderSystem(<LineChooserPage />, { i18n: en, store, path: '/m/lines' });
    await screen.findByRole('heading', { level: 1 });
    expect(lines.fetch).not.toHaveBeenCalled();
  });
});
