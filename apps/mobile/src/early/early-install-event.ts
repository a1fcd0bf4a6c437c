// Chromium may offer the install (`beforeinstallprompt`) as the page loads, long before the install
// feature (after first paint) listens: the first screen keeps the event for it, and holds back the
// browser's own banner meanwhile, as the feature would (spec 001 §4).
let early: Event | null = null;

const keep = (event: Event) => {
  event.preventDefault();
  early = event;
};

export function holdEarlyInstallEvent(): void {
  window.addEventListener('beforeinstallprompt', keep);
}

/** The install feature takes over: stops keeping, and hands over the event kept, if any. */
export function takeEarlyInstallEvent(): Event | null {
  window.removeEventListener('beforeinstallprompt', keep);
  const event = early;
  early = null;
  return event;
}
