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

  it('speaks the page language', async () => {
    const i18n = await setupI18n('UR');
    renderInstall(<UpdateNotice onRefresh={() => undefined} />, { i18n, store: createInstallStore({ updateFound: true }) });
    expect(await screen.findByRole('button', { name: 'ریفریش کریں' })).toBeInTheDocument();
  });
});
