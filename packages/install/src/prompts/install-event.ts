/** Chromium's install event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The captured event lives here, outside the store: an event object is not state. */
let captured: BeforeInstallPromptEvent | null = null;

export interface InstallEventHandlers {
  onCaptured: () => void;
  onInstalled: () => void;
}

/**
 * Holds back Chromium's own install banner and keeps its event for the prompt's Install button
 * (spec 001 §4); `appinstalled` records an install however it was made. `early` is an event the
 * page kept before this started (the shell listens from its first screen). Returns a stop.
 */
export function watchInstallEvents(
  target: Window,
  { onCaptured, onInstalled }: InstallEventHandlers,
  early: Event | null = null,
): () => void {
  const capture = (event: Event) => {
    event.preventDefault();
    captured = event as BeforeInstallPromptEvent;
    onCaptured();
  };
  const installed = () => {
    captured = null;
    onInstalled();
  };
  if (early) capture(early);
  target.addEventListener('beforeinstallprompt', capture);
  target.addEventListener('appinstalled', installed);
  return () => {
    target.removeEventListener('beforeinstallprompt', capture);
    target.removeEventListener('appinstalled', installed);
  };
}

/** Shows the browser's install dialog; resolves with whether the player accepted. An event is good for one prompt only. */
export async function promptInstall(): Promise<boolean> {
  const event = captured;
  if (!event) return false;
  captured = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome === 'accepted';
}
