import { expect, it } from 'vitest';
import { holdEarlyInstallEvent, takeEarlyInstallEvent } from './early-install-event';

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
