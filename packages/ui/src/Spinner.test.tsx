import { act, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPINNER_AUTO_HIDE_MS } from './constants';
import { Spinner } from './Spinner';
import { renderWithI18n, setupI18n } from './test-utils';

let i18n: I18n;
beforeAll(async () => {
  i18n = await setupI18n();
});

describe('Spinner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a busy status named "Loading"', () => {
    renderWithI18n(<Spinner />, i18n);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status).toHaveAttribute('aria-busy', 'true');
  });

  it('renders nothing when not visible', () => {
    renderWithI18n(<Spinner visible={false} />, i18n);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('as a full-screen overlay, covers the page from document.body and shows the logo', () => {
    const { container } = renderWithI18n(<Spinner fullScreen logoSrc="/logo.png" />, i18n);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status).toHaveClass('ui-spinner--full-screen');
    expect(container.contains(status)).toBe(false);
    expect(status.querySelector('img')).toHaveAttribute('src', '/logo.png');
  });

  it('hides itself after 10 s and calls onHide', () => {
    const onHide = vi.fn();
    renderWithI18n(<Spinner fullScreen onHide={onHide} />, i18n);
    expect(SPINNER_AUTO_HIDE_MS).toBe(10_000);

    act(() => vi.advanceTimersByTime(SPINNER_AUTO_HIDE_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(onHide).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('does not call onHide when hidden by its owner first', () => {
    const onHide = vi.fn();
    const { rerender } = renderWithI18n(<Spinner onHide={onHide} />, i18n);
    act(() => vi.advanceTimersByTime(5_000));
    rerender(<Spinner visible={false} onHide={onHide} />);
    act(() => vi.advanceTimersByTime(SPINNER_AUTO_HIDE_MS));
    expect(onHide).not.toHaveBeenCalled();
  });

  it('starts a fresh 10 s when shown again', () => {
    const onHide = vi.fn();
    const { rerender } = renderWithI18n(<Spinner onHide={onHide} />, i18n);
    act(() => vi.advanceTimersByTime(SPINNER_AUTO_HIDE_MS));
    expect(onHide).toHaveBeenCalledTimes(1);

    rerender(<Spinner visible={false} onHide={onHide} />);
    rerender(<Spinner visible onHide={onHide} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SPINNER_AUTO_HIDE_MS - 1));
    expect(onHide).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(onHide).toHaveBeenCalledTimes(2);
  });

  it('stays with autoHideMs={false}', () => {
    renderWithI18n(<Spinner autoHideMs={false} />, i18n);
    act(() => vi.advanceTimersByTime(SPINNER_AUTO_HIDE_MS * 3));
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
