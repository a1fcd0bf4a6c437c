import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAVOURITE_TOGGLE_INTERVAL_MS } from '../constants';
import { createFavouriteGate } from './favourite-gate';

describe('favourite toggles, at most one a second', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets the first through and drops every other within the second after it', () => {
    const gate = createFavouriteGate(FAVOURITE_TOGGLE_INTERVAL_MS);
    expect(gate.pass()).toBe(true);
    expect(gate.pass()).toBe(false);
    vi.advanceTimersByTime(999);
    expect(gate.pass()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(gate.pass()).toBe(true);
  });

  it('counts the second from the last toggle that went, not from the dropped ones', () => {
    const gate = createFavouriteGate(FAVOURITE_TOGGLE_INTERVAL_MS);
    expect(gate.pass()).toBe(true);
    vi.advanceTimersByTime(600);
    expect(gate.pass()).toBe(false);
    vi.advanceTimersByTime(400);
    expect(gate.pass()).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(gate.pass()).toBe(true);
  });
});
