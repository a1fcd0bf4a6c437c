import { SPINNER_AUTO_HIDE_MS } from '@lotto/ui';
import { act, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BrandSpinner } from './BrandSpinner';
import { statusAnswered, statusAsked } from './testing/status-actions';
import { createSystemStore, renderSystem, setupI18n } from './testing';

let en: I18n;
beforeAll(async () => {
  en = await setupI18n('EN');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('BrandSpinner', () => {
  it('covers the screen with the merchant logo while the first status check runs', () => {
    const store = createSystemStore({ brand: { logo: '/sim-assets/demo/logo.svg' } });
    store.dispatch(statusAsked());
    renderSystem(<BrandSpinner />, { i18n: en, store });
    const spinner = screen.getByRole('status', { name: 'Loading' });
    expect(spinner).toHaveClass('ui-spinner--full-screen');
    expect(spinner.querySelector('img')).toHaveAttribute('src', '/sim-assets/demo/logo.svg');

    act(() => {
      store.dispatch(statusAnswered({ maintenance: false, regionRestriction: false }));
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is not shown again for later checks', () => {
    const store = createSystemStore({ system: { checked: true } });
    store.dispatch(statusAsked());
    renderSystem(<BrandSpinner />, { i18n: en, store });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('hides itself after 10 s even if the check never settles', () => {
    vi.useFakeTimers();
    const store = createSystemStore();
    store.dispatch(statusAsked());
    renderSystem(<BrandSpinner fallbackLogo="/merchant-logo.svg" />, { i18n: en, store });
    expect(screen.getByRole('status').querySelector('img')).toHaveAttribute('src', '/merchant-logo.svg');
    act(() => vi.advanceTimersByTime(SPINNER_AUTO_HIDE_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
