import { expect, it } from 'vitest';
import { EARLY_INSTALL_KEEPER, holdEarlyInstallEvent, takeEarlyInstallEvent } from './early-install-event';

it('keeps an install event offered before the install feature starts, and stops keeping once it takes it', () => {
  holdEarlyInstallEvent();
  const offered = new Event('beforeinstallprompt', { cancelable: true });
  window.dispatchEvent(offered);
  expect(offered.defaultPrevented).toBe(true);
  expect(takeEarlyInstallEvent()).toBe(offered);

  const after = new Event('beforeinstallprompt', { cancelable: true });
  window.dispatchEvent(after);
  expect(after.defaultPrevented).toBe(false);
  expect(takeEarlyInstallEvent()).toBeNull();
});

it('leaves the keeping to the head, where its script already keeps the event', () => {
  const page = new EventTarget() as unknown as Window & Record<string, unknown>;
  const offered = new Event('beforeinstallprompt');
  page[EARLY_INSTALL_KEEPER] = { e: offered, f: () => undefined };
  holdEarlyInstallEvent(page);
  expect(takeEarlyInstallEvent(page)).toBe(offered);
  expect(page[EARLY_INSTALL_KEEPER]).toBeUndefined();
});
