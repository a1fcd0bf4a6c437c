/** Switches the page's visibility as the browser reports it, and tells the page, as a switch of tabs does. */
export function showPage(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Gives the page back its own visibility (jsdom's: visible), after a test that switched it. */
export function restorePageVisibility(): void {
  showPage('visible');
  Reflect.deleteProperty(document, 'visibilityState');
}
