import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { updateFound } from './install-slice';
import { createInstallStore, renderInstall, setupI18n } from './testing';
import { UpdateNotice } from './UpdateNotice';

describe('the update notice', () => {
  it('shows nothing until a new deployment is found, then says so with Refresh', async () => {
    const i18n = await setupI18n('EN');
    const store = createInstallStore();
    const onRefresh = vi.fn();
    renderInstall(<UpdateNotice onRefresh={onRefresh} />, { i18n, store });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    store.dispatch(updateFound());
    expect(await screen.findByRole('status')).toHaveTextContent('Found new version, click refresh');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('lets the new service worker take over first, and a second tap while it does sends nothing more', async () => {
    const i18n = await setupI18n('EN');
    const onRefresh = vi.fn();
    let takenOver: () => void = () => undefined;
    const beforeRefresh = vi.fn(() => new Promise<void>((resolve) => (takenOver = resolve)));
    renderInstall(<UpdateNotice onRefresh={onRefresh} beforeRefresh={beforeRefresh} />, {
      i18n,
      store: createInstallStore({ updateFound: true }),
    });
    const button = await screen.findByRole('button', { name: 'Refresh' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(onRefresh).not.toHaveBeenCalled();
    takenOver();
    await vi.waitFor(() => expect(onRefresh).toHaveBeenCalledOnce());
    expect(beforeRefresh).toHaveBeenCalledOnce();
  });

  it('refreshes even when the service worker fails to take over', async () => {
    const i18n = await setupI18n('EN');
    const onRefresh = vi.fn();
    renderInstall(<UpdateNotice onRefresh={onRefresh} beforeRefresh={() => Promise.reject(new Error('redundant'))} />, {
      i18n,
      store: createInstallStore({ updateFound: true }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(onRefresh).toHaveBeenCalledOnce());
  });

  it('speaks the page language', async () => {
    const i18n = await setupI18n('UR');
    renderInstall(<UpdateNotice onRefresh={() => undefined} />, { i18n, store: createInstallStore({ updateFound: true }) });
    expect(await screen.findByRole('button', { name: 'ریفریش کریں' })).toBeInTheDocument();
  });
});
