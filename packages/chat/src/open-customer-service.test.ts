import { describe, expect, it, vi } from 'vitest';
import type { ChatDeps } from './chat-deps';
import { openCustomerService } from './open-customer-service';
import { createChatStore } from './testing';

function deps() {
  const opened: string[] = [];
  const value: ChatDeps = {
    navigate: vi.fn(),
    language: () => 'EN',
    openWindow: () => ({ go: (url) => opened.push(url), cancel: vi.fn() }),
  };
  return { value, opened };
}

describe('"contact us" opens customer service (spec 001 §2, §3)', () => {
  it('opens the only entry at once, for a visitor without a name', async () => {
    const store = createChatStore({ customerService: [{ csType: 'AICAN', path: 'https://cs.example/aican' }] });
    const { value, opened } = deps();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store.dispatch(openCustomerService(value));
    expect(opened).toEqual(['https://cs.example/aican']);
    expect(store.getState().chat.chooserOpen).toBe(false);
  });

  it('lets the player choose when there are several', async () => {
    const store = createChatStore({
      customerService: [
        { csType: 'AICAN', path: 'https://cs.example/a' },
        { csType: 'LIVECHAT', path: 'https://cs.example/b' },
      ],
    });
    const { value, opened } = deps();
    await store.dispatch(openCustomerService(value));
    expect(store.getState().chat.chooserOpen).toBe(true);
    expect(opened).toEqual([]);
  });

  it('does nothing without entries', async () => {
    const store = createChatStore();
    const { value, opened } = deps();
    await store.dispatch(openCustomerService(value));
    expect(store.getState().chat.chooserOpen).toBe(false);
    expect(opened).toEqual([]);
  });
});
