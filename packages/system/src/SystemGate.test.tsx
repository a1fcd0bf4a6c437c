import { act, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { customerServiceRequested } from '@lotto/app-core';
import { ACCESS_DENIED_BODY_CLASS } from './constants';
import { statusAnswered } from './testing/status-actions';
import { createSystemStore, renderSystem, setupI18n } from './testing';
import { SystemGate } from './SystemGate';

let en: I18n;
let ur: I18n;
beforeAll(async () => {
  en = await setupI18n('EN');
  ur = await setupI18n('UR');
});

const customerService = [{ csType: 'LIVECHAT', path: 'https://chat.example/live' }];

function gate(i18n: I18n, system = {}, common = {}) {
  const store = createSystemStore({ system, brand: { logo: '/logo.svg' }, common: { customerService, ...common } });
  return renderSystem(
    <SystemGate>
      <p>the app</p>
    </SystemGate>,
    { i18n, store },
  );
}

describe('SystemGate', () => {
  it('shows the app while the platform is open', () => {
    gate(en);
    expect(screen.getByText('the app')).toBeInTheDocument();
  });

  it('shows the maintenance page instead while maintenance is on, with the end time and the description', async () => {
    gate(en, {
      maintenance: true,
      maintenanceEnd: Date.UTC(2030, 0, 15, 14, 30),
      maintenanceDesc: '<p>Back <a href="https://status.example">soon</a></p>',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'System Maintenance' })).toBeInTheDocument();
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
    expect(screen.getByText(/^Expected to end: .*2030/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'soon' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'soon' })).toHaveAttribute('rel', 'noopener noreferrer');
    // Already in English: no second title.
    expect(screen.getAllByText('System Maintenance')).toHaveLength(1);
  });

  it('falls back to the translated description and hides the end time when none is set', async () => {
    gate(en, { maintenance: true });
    expect(
      await screen.findByText('The system is being upgraded. If you need help, please contact online customer service.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Expected to end/)).not.toBeInTheDocument();
  });

  it('in another language, shows the English title under the translated one', async () => {
    gate(ur, { maintenance: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'سسٹم کی دیکھ بھال' })).toBeInTheDocument();
    const english = await screen.findByText('System Maintenance');
    expect(english).toHaveAttribute('lang', 'en');
  });

  it('the contact button asks for customer service (the chat feature opens it), and is absent without one', async () => {
    const store = createSystemStore({ system: { maintenance: true }, brand: { logo: '/logo.svg' }, common: { customerService } });
    // Spied before the render: the components take `dispatch` from the store when they mount.
    const dispatch = vi.spyOn(store, 'dispatch');
    const { result } = renderSystem(
      <SystemGate>
        <p>the app</p>
      </SystemGate>,
      { i18n: en, store },
    );
    (await screen.findByRole('button', { name: 'Contact Us' })).click();
    expect(dispatch).toHaveBeenCalledWith(customerServiceRequested());
    result.unmount();

    gate(en, { maintenance: true }, { customerService: [] });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Contact Us' })).not.toBeInTheDocument();
  });

  it('shows the access-denied page with the IP, and marks the body while it is shown', async () => {
    const { store } = gate(en, { regionRestriction: true, ip: '203.0.113.9' });
    expect(document.body).toHaveClass(ACCESS_DENIED_BODY_CLASS);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('Your IP: 203.0.113.9')).toBeInTheDocument();
    expect(screen.getByText(/region or IP address is restricted/)).toBeInTheDocument();

    act(() => {
      store.dispatch(statusAnswered({ maintenance: false, regionRestriction: false }));
    });
    expect(screen.getByText('the app')).toBeInTheDocument();
    expect(document.body).not.toHaveClass(ACCESS_DENIED_BODY_CLASS);
  });

  it('heads the overlays queue while a system screen is shown, so no popup opens over it', async () => {
    const { store } = gate(en, { maintenance: true });
    await screen.findByRole('heading', { level: 1 });
    expect(store.getState().overlays.queue).toEqual({ system: 'waiting' });
    act(() => {
      store.dispatch(statusAnswered({ maintenance: false, regionRestriction: false }));
    });
    expect(store.getState().overlays.queue).toEqual({});
  });

  it('access denied in another language adds the English description', async () => {
    gate(ur, { regionRestriction: true, ip: '203.0.113.9' });
    expect(await screen.findByRole('heading', { level: 1, name: 'رسائی سے انکار' })).toBeInTheDocument();
    expect(
      await screen.findByText('Access from your region or IP address is restricted. We apologise for the inconvenience.'),
    ).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
  });

  it('maintenance wins when both are on', async () => {
    gate(en, { maintenance: true, regionRestriction: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'System Maintenance' })).toBeInTheDocument();
    expect(document.body).not.toHaveClass(ACCESS_DENIED_BODY_CLASS);
  });
});
