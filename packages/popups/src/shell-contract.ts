/**
 * What the popups need from the app around them, wired by the shell: where the player is and
 * how to go somewhere, where the app runs, the app-download callback of the install prompts
 * (a shell without one, a story for instance, hides the APP_DOWNLOAD go-to button), and who
 * hears of the content the player was shown (the popups do not know tracking).
 */
export interface PopupsShell {
  currentPath: () => string;
  /** Calls the listener on every change of page; returns the unsubscribe. */
  onPathChange: (listener: (path: string) => void) => () => void;
  /** A page of the app (the shell carries the tracked query). */
  navigate: (path: string) => void;
  /** An address outside the app: a new tab, or the native app's browser. */
  openOutside: (url: string) => void;
  environment: { inApp: boolean; pwa: boolean; webclip: boolean };
  appDownload?: () => void;
  /** An announcement or promotion shown to the player (the viewContent event, spec 001 §7); absent, nothing is told. */
  contentViewed?: (content: ViewedContent) => void;
}

/** Which item of the announcement popup was shown: its id, and whether it is a promotion. */
interface ViewedContent {
  id: string | number;
  promotionType?: string;
}
