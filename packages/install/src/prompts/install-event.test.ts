import { describe, expect, it, vi } from 'vitest';
import { promptInstall, watchInstallEvents } from './install-event';

function installEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

describe('Chromium install events', () => {
  it('takes an event the page kept before it started, and its Install uses that event once', async () => {
    const early = installEvent('accepted');
    const onCaptured = vi.fn();
    const stop = watchInstallEvents(window, { onCaptured, onInstalled: vi.fn() }, early);
    expect(onCaptured).toHaveBeenCalledTimes(1);
    expect(early.defaultPrevented).toBe(true);
    await expect(promptInstall()).resolves.toBe(true);
    expect(early.prompt).toHaveBeenCalledTimes(1);
    await expect(promptInstall()).resolves.toBe(false);
    stop();
  });

  it('captures a later event, holding back the browser banner, and forgets it once installed', async () => {
    const onCaptured = vi.fn();
    const onInstalled = vi.fn();
    const stop = watchInstallEvents(window, { onCaptured, onInstalled });
    const later = installEvent('dismissed');
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(true);
    expect(onCaptured).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('appinstalled'));
    expect(onInstalled).toHaveBeenCalledTimes(1);
    await expect(promptInstall()).resolves.toBe(false);
    stop();
  });
});
