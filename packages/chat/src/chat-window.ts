/** Where a chat or a service link opens: prepared at the tap, pointed at its address once known. */
interface ChatWindow {
  go(url: string): void;
  /** Nothing to show after all (the launch failed): the prepared tab closes. */
  cancel(): void;
}

/** Prepares a `ChatWindow`; called synchronously in the tap, so a browser's popup rule lets it open. */
export type OpenChatWindow = () => ChatWindow;

/**
 * A new tab, opened blank in the tap (an address fetched afterwards would be blocked as a popup)
 * and cut off from this page (`opener` null). On the web it is a tab; in the installed app the
 * system shows it over the app, which stays as it was.
 */
export const browserTab: OpenChatWindow = () => {
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  return {
    go: (url) => {
      if (tab && !tab.closed) tab.location.replace(url);
      else window.open(url, '_blank', 'noopener,noreferrer');
    },
    cancel: () => tab?.close(),
  };
};

/**
 * Inside the native app: the app opens the address through its bridge (`openUrl`), the webview
 * stays on this page; where the bridge cannot, a tab as on the web.
 */
export function nativeAppWindow(openUrl: (url: string) => boolean): OpenChatWindow {
  return () => ({
    go: (url) => {
      if (!openUrl(url)) browserTab().go(url);
    },
    cancel: () => undefined,
  });
}
