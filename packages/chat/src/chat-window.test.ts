import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTab, nativeAppWindow } from './chat-window';

const CHAT = 'https://chat.example.com/room/1';

/** The tab `window.open` hands back, as far as the chat window touches it. */
function fakeTab() {
  return { opener: window as Window | null, closed: false, close: vi.fn(), location: { replace: vi.fn() } };
}

describe('where a chat opens (issue 15: a new tab on the web, the app’s bridge in the native app)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('prepares a blank tab in the tap, cut off from this page, and points it at the chat once known', () => {
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const chat = browserTab();
    expect(open).toHaveBeenCalledExactlyOnceWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    chat.go(CHAT);
    expect(tab.location.replace).toHaveBeenCalledWith(CHAT);
    expect(open).toHaveBeenCalledOnce();
  });

  it('closes the prepared tab when there is nothing to show', () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    browserTab().cancel();
    expect(tab.close).toHaveBeenCalledOnce();
  });

  it('opens the chat without this page as opener or referrer when the blank tab was blocked or closed', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    browserTab().go(CHAT);
    expect(open).toHaveBeenLastCalledWith(CHAT, '_blank', 'noopener,noreferrer');
  });

  it('inside the native app hands the address to the bridge and opens no tab', () => {
    const open = vi.spyOn(window, 'open');
    const openUrl = vi.fn(() => true);
    const chat = nativeAppWindow(openUrl)();
    chat.go(CHAT);
    expect(openUrl).toHaveBeenCalledExactlyOnceWith(CHAT);
    expect(open).not.toHaveBeenCalled();
    chat.cancel();
    expect(open).not.toHaveBeenCalled();
  });

  it('falls back to a tab when the app’s bridge cannot open it', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    nativeAppWindow(() => false)().go(CHAT);
    expect(open).toHaveBeenLastCalledWith(CHAT, '_blank', 'noopener,noreferrer');
  });
});
