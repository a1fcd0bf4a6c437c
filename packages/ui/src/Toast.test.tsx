import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from './constants';
import { Toast, ToastViewport } from './Toast';

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a polite status message', () => {
    render(<Toast message="Copied" onDismiss={() => {}} />);
    const toast = screen.getByRole('status');
    expect(toast).toHaveAttribute('aria-live', 'polite');
    expect(toast).toHaveTextContent('Copied');
  });

  it.each(['info', 'success', 'error'] as const)('shows the %s variant', (variant) => {
    render(<Toast message="Done" variant={variant} onDismiss={() => {}} />);
    expect(screen.getByRole('status')).toHaveAttribute('data-variant', variant);
  });

  it('dismisses itself after 1.5 s by default', () => {
    const onDismiss = vi.fn();
    render(<Toast message="Copied" onDismiss={onDismiss} />);
    expect(TOAST_DURATION_MS).toBe(1_500);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('dismisses itself after the given duration', () => {
    const onDismiss = vi.fn();
    render(<Toast message="Saved" duration={3_000} onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(2_999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('does not restart its timer when re-rendered with a new onDismiss', () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Toast message="Copied" onDismiss={() => onDismiss('first')} />);
    act(() => vi.advanceTimersByTime(1_000));
    rerender(<Toast message="Copied" onDismiss={() => onDismiss('second')} />);
    act(() => vi.advanceTimersByTime(500));
    expect(onDismiss).toHaveBeenCalledWith('second');
  });

  it('in a viewport, lets the viewport be the one live region', () => {
    render(
      <ToastViewport>
        <Toast message="One" onDismiss={() => {}} />
        <Toast message="Two" variant="error" onDismiss={() => {}} />
      </ToastViewport>,
    );
    const regions = screen.getAllByRole('status');
    expect(regions).toHaveLength(1);
    expect(regions[0]).toHaveAttribute('aria-live', 'polite');
    expect(regions[0]).toHaveTextContent('OneTwo');
    expect(regions[0]?.parentElement).toBe(document.body);
  });
});
