import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cannedApi } from '@lotto/api-client/testing';
import { createPopupsStore, renderPopups, setupI18n } from '../testing';
import { NoticeLine } from './NoticeLine';

const CALL = '/wps/relay/MCSFE_getListAnnouncements';
const NOTICES = [
  { id: 1, title: 'Maintenance notice', content: 'Games pause on Sunday 02:00–04:00.' },
  {
    id: 2,
    title: 'Weekend cashback',
    content: '<p>Get <b>5% cashback</b>.</p><p><a href="/m/activity">Rules</a></p><img src="x" onerror="window.__pwned = 1">',
  },
];

describe('the notice line', () => {
  it('asks the PL notices for the visit, shows each as a button, and opens them whole and sanitised on a tap', async () => {
    const i18n = await setupI18n();
    const api = cannedApi({ [CALL]: { success: true, status: 200, value: { player: NOTICES } } });
    const onNavigate = vi.fn();
    renderPopups(<NoticeLine onNavigate={onNavigate} />, { i18n, store: createPopupsStore({ api }) });
    const line = await screen.findByRole('region', { name: 'Notices' });
    const cashback = await within(line).findByRole('button', { name: 'Get 5% cashback. Rules' });
    expect(within(line).getByRole('button', { name: 'Games pause on Sunday 02:00–04:00.' })).toBeVisible();
    expect(api.calls[0]?.options).toMatchObject({ query: { platform: 'M', types: 'PL' }, cache: true, moduleId: 'COMM3', auth: false });

    fireEvent.click(cashback);
    const dialog = await screen.findByRole('dialog', { name: 'Notices' });
    expect(within(dialog).getByRole('heading', { name: 'Weekend cashback' })).toBeVisible();
    expect(within(dialog).getByText('5% cashback').tagName).toBe('B');
    expect(dialog.querySelector('img[onerror]')).toBeNull();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Rules' }));
    expect(onNavigate).toHaveBeenCalledWith('/m/activity');
  });

  it('stops for good on its pause control and moves again on Play (WCAG 2.2.2)', async () => {
    const i18n = await setupI18n();
    const api = cannedApi({ [CALL]: { success: true, status: 200, value: { player: NOTICES } } });
    renderPopups(<NoticeLine onNavigate={vi.fn()} />, { i18n, store: createPopupsStore({ api }) });
    const line = await screen.findByRole('region', { name: 'Notices' });
    fireEvent.click(await within(line).findByRole('button', { name: 'Pause notices' }));
    expect(line).toHaveClass('popups-notices--paused');
    const play = within(line).getByRole('button', { name: 'Play notices' });
    expect(play).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(play);
    expect(line).not.toHaveClass('popups-notices--paused');
    expect(within(line).getByRole('button', { name: 'Pause notices' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows no line without notices', async () => {
    const i18n = await setupI18n();
    const api = cannedApi({ [CALL]: { success: true, status: 200, value: { player: [] } } });
    const { result } = renderPopups(<NoticeLine onNavigate={vi.fn()} />, { i18n, store: createPopupsStore({ api }) });
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    await vi.waitFor(() => expect(result.container).toBeEmptyDOMElement());
  });

  it('says so when the notices could not be loaded, and asks afresh on retry', async () => {
    const i18n = await setupI18n();
    let calls = 0;
    const api = cannedApi({
      [CALL]: () => {
        calls += 1;
        return calls === 1 ? { success: false, status: 502, value: null } : { success: true, status: 200, value: { player: NOTICES } };
      },
    });
    renderPopups(<NoticeLine onNavigate={vi.fn()} />, { i18n, store: createPopupsStore({ api }) });
    expect(await screen.findByText('The notices could not be loaded.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Games pause on Sunday 02:00–04:00.' })).toBeVisible();
    expect(api.calls[1]?.options).toMatchObject({ flush: true });
  });
});
