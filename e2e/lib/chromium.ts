/** Debian's Chromium, never a downloaded browser; flags that keep it off the closed network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A trace of every journey, kept where one fails, for a developer to open; on CI nobody can open
 * it (only the printed output is kept) and recording it cost a fifth of the journeys' time.
 */
export const JOURNEY_TRACE = process.env.CI ? 'off' : 'retain-on-failure';
