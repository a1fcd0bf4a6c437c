import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import { createAccountStore, inboxPage, MEMBER_SESSION, renderAccount, setupI18n } from '../testing';
import { InboxPage } from './InboxPage';
import { MePage } from '../me/MePage';

const LIST = '/wps/relay/EMFE_getInbox';
const READ = '/wps/relay/EMFE_readInbox';
const UNREAD = '/wps/relay/EMFE_getInboxUnreadCount';

function inbox({ total = 23, listAnswer }: { total?: number; listAnswer?: (page: number) => ApiResult } = {}) {
  let unread = 3;
  const api = cannedApi({
    [LIST]: (_body, options) => {
      const page = Number(options.query?.page);
      return listAnswer?.(page) ?? { status: 200, success: true, value: inboxPage({ page, size: Number(options.query?.size), total }) };
    },
    [READ]: () => {
      unread -= 1;
      return { status: 200, success: true, value: null };
    },
    [UNREAD]: () => ({ status: 200, success: true, value: unread }),
  });
  const store = createAccountStore({ api, session: MEMBER_SESSION, common: { whitelabelVal: { INBOX3: true } } });
  const pagesAsked = () => api.calls.filter((call) => call.path === LIST).map((call) => call.options.query?.page);
  return { api, store, pagesAsked };
}

describe('the inbox', () => {
  it('lists the newest messages first, ten at a time, and the next page on "load more" until all are there', async () => {
    const i18n = await setupI18n();
    const { store, pagesAsked } = inbox();
    renderAccount(<InboxPage />, { i18n, store, path: '/m/inbox' });
    expect(await screen.findByRole('button', { name: /Message 23/ })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('That is every message.')).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(23);
    expect(pagesAsked()).toEqual([1, 2, 3]);
  });

  it('opening an unread message shows its text, marks it read (ours) and lowers the count at once', async () => {
    const i18n = await setupI18n();
    const { api, store } = inbox();
    renderAccount(
      <>
        <MePage notifications={false} onLogOut={() => undefined} />
        <InboxPage />
      </>,
      { i18n, store, path: '/m/inbox' },
    );
    expect(await screen.findByRole('link', { name: 'Inbox 3 unread' })).toBeVisible();
    const newest = await screen.findByRole('button', { name: /Message 23/ });
    expect(within(newest).getByRole('img', { name: 'Unread' })).toBeVisible();
    fireEvent.click(newest);
    expect(screen.getByText('Text of message 23.')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Inbox 2 unread' })).toBeVisible();
    await waitFor(() => expect(within(newest).queryByRole('img', { name: 'Unread' })).toBeNull());
    expect(api.calls.find((call) => call.path === READ)?.body).toEqual({ id: 23 });
    // A read message opened again asks nothing more.
    fireEvent.click(newest);
    fireEvent.click(newest);
    expect(api.calls.filter((call) => call.path === READ)).toHaveLength(1);
  });

  it('says when there is nothing yet, with a way on', async () => {
    const i18n = await setupI18n();
    const { store } = inbox({ total: 0 });
    renderAccount(<InboxPage />, { i18n, store, path: '/m/inbox' });
    expect(await screen.findByText('No messages yet. We will tell you here when something arrives.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See promotions' })).toHaveAttribute('href', '/m/activity');
  });

  it('says when the messages could not come, with a retry; and when the merchant has no inbox', async () => {
    const i18n = await setupI18n();
    let fail = true;
    const { store } = inbox({
      listAnswer: (page) =>
        fail ? { status: 500, success: false, value: null } : { status: 200, success: true, value: inboxPage({ page }) },
    });
    const first = renderAccount(<InboxPage />, { i18n, store, path: '/m/inbox' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your messages could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Message 23/ })).toBeVisible();
    first.result.unmount();
    const off = inbox({ listAnswer: () => ({ status: 200, success: false, value: null, errorCode: 'function.not.available' }) });
    renderAccount(<InboxPage />, { i18n, store: off.store, path: '/m/inbox' });
    expect(await screen.findByText('The inbox is not available here.')).toBeVisible();
  });
});
