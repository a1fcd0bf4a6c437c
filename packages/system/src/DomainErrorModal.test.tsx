import { domainErrorShown } from '@lotto/app-core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DomainErrorModal } from './DomainErrorModal';
import { cannedApi } from '@lotto/api-client/testing';
import { createSystemStore, renderSystem, setupI18n } from './testing';

let en: I18n;
beforeAll(async () => {
  en = await setupI18n('EN');
});

const ok = { success: true, status: 200, value: { maintenance: false, maintenanceEnd: null, regionRestriction: false } };

describe('DomainErrorModal', () => {
  it('renders nothing until the shell raises a domain error', () => {
    const { result } = renderSystem(<DomainErrorModal />, { i18n: en });
    expect(result.container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is titled Notice, says the message, and offers customer services and retry', async () => {
    const store = createSystemStore({ common: { customerService: [{ csType: 'AICAN', path: 'https://cs.example' }] } });
    renderSystem(<DomainErrorModal />, { i18n: en, store });
    act(() => {
      store.dispatch(domainErrorShown({ message: 'Domain not available' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveTextContent('Domain not available');
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
    // Focus moves once the dialog has mounted its content, which can lag a frame on a busy machine.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus());
  });

  it('says "Error" without a message, and has no customer-service button without entries', async () => {
    const store = createSystemStore({ common: { customerService: [] }, feedback: { domainError: {} } });
    renderSystem(<DomainErrorModal />, { i18n: en, store });
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent('Error');
    expect(screen.queryByRole('button', { name: 'Customer service' })).not.toBeInTheDocument();
  });

  it('retry dismisses the modal and asks the platform again', async () => {
    const api = cannedApi({ '/wps/system/status': ok });
    const store = createSystemStore({ api, feedback: { domainError: { message: 'Domain not available' } } });
    renderSystem(<DomainErrorModal />, { i18n: en, store });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(store.getState().feedback.domainError).toBeNull();
    // The status call is the boot call: the countries come beside it, and this answer has no flag tree, so the tree's own call follows.
    expect(api.calls.map((call) => call.path)).toEqual(['/wps/system/status', '/wps/system/country', '/wps/system/whitelabel']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await vi.waitFor(() => expect(store.getState().system.status).toBe('ready'));
  });
});
