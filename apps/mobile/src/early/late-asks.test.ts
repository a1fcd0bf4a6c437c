import { afterEach, describe, expect, it, vi } from 'vitest';
import { askLateFeature, lateFeaturesReady, lateFeaturesStartWith, resetLateAsks } from './late-asks';

const ask = { type: 'installPrompts/overlayOpened', payload: 'choice' };

describe('an ask of a late feature', () => {
  afterEach(() => resetLateAsks());

  it('made before the late features start, starts them at once and is dispatched once they have, once', () => {
    const start = vi.fn();
    const dispatch = vi.fn();
    lateFeaturesStartWith(start);
    askLateFeature(ask);
    expect(start).toHaveBeenCalledTimes(1);
    expect(dispatch).not.toHaveBeenCalled();
    lateFeaturesReady(dispatch);
    expect(dispatch.mock.calls).toEqual([[ask]]);
  });

  it('made before main.tsx could start anything is kept, and starts them when it can', () => {
    const start = vi.fn();
    askLateFeature(ask);
    lateFeaturesStartWith(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('made once they have started is dispatched at once', () => {
    const dispatch = vi.fn();
    lateFeaturesStartWith(vi.fn());
    lateFeaturesReady(dispatch);
    askLateFeature(ask);
    expect(dispatch.mock.calls).toEqual([[ask]]);
  });
});
