import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODAL_ANIMATION_MS } from './constants';
import { useModalState } from './use-modal-state';

describe('the modal state machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is shown while open and removed when it starts closed', () => {
    expect(renderHook(() => useModalState(true)).result.current).toBe('shown');
    expect(renderHook(() => useModalState(false)).result.current).toBe('removed');
  });

  it('goes from shown to hiding for 250 ms, then to removed', () => {
    const { result, rerender } = renderHook(({ open }) => useModalState(open), { initialProps: { open: true } });
    expect(MODAL_ANIMATION_MS).toBe(250);

    rerender({ open: false });
    expect(result.current).toBe('hiding');

    act(() => vi.advanceTimersByTime(MODAL_ANIMATION_MS - 1));
    expect(result.current).toBe('hiding');

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('removed');
  });

  it('is shown again at once when re-opened while hiding, and the pending removal is dropped', () => {
    const { result, rerender } = renderHook(({ open }) => useModalState(open), { initialProps: { open: true } });
    rerender({ open: false });
    act(() => vi.advanceTimersByTime(100));
    rerender({ open: true });
    expect(result.current).toBe('shown');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe('shown');
  });

  it('is removed at once when there is no animation (reduced motion)', () => {
    const { result, rerender } = renderHook(({ open }) => useModalState(open, 0), { initialProps: { open: true } });
    rerender({ open: false });
    expect(result.current).toBe('removed');
  });

  it('goes from removed to shown when opened', () => {
    const { result, rerender } = renderHook(({ open }) => useModalState(open), { initialProps: { open: false } });
    rerender({ open: true });
    expect(result.current).toBe('shown');
  });
});
