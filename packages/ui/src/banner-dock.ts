/**
 * The banners' docks: one column per edge of the screen, shared by every root that shows a banner
 * (the app, the install prompts, push, tracking), so banners stand one above the other and never
 * over each other. The bottom dock stands on the app's bottom bar: `--app-bottom-inset`, the height
 * the tab bar takes at the foot of the screen (its safe area included), which the tab bar sets.
 * The bottom dock's own height is written to `--app-bottom-banners` on the document, so floating
 * buttons (chat, mini game) and toasts stand above whatever banners are up.
 */
export type BannerEdge = 'top' | 'bottom';

/** The custom property the bottom dock's height is written to. */
const BOTTOM_BANNERS_PROPERTY = '--app-bottom-banners';

const docks: Partial<Record<BannerEdge, HTMLElement>> = {};

function measureBottom(dock: HTMLElement): void {
  const height = dock.childElementCount > 0 ? dock.getBoundingClientRect().height : 0;
  document.documentElement.style.setProperty(BOTTOM_BANNERS_PROPERTY, `${Math.ceil(height)}px`);
}

/** The dock of an edge, made on first use. */
export function bannerDock(edge: BannerEdge): HTMLElement {
  const existing = docks[edge];
  if (existing?.isConnected) return existing;
  const dock = document.createElement('div');
  dock.className = `ui-banner-dock ui-banner-dock--${edge}`;
  document.body.append(dock);
  docks[edge] = dock;
  // A banner's text wraps anew on a turn of the phone or a change of language: its height follows.
  // Safari 12 has no ResizeObserver: there the height is measured as banners come and go.
  if (edge === 'bottom' && typeof ResizeObserver === 'function') new ResizeObserver(() => measureBottom(dock)).observe(dock);
  return dock;
}

/** Measures the bottom dock again once a banner came or went (engines without ResizeObserver). */
export function dockChanged(edge: BannerEdge): void {
  const dock = docks[edge];
  if (edge !== 'bottom' || !dock || typeof ResizeObserver === 'function') return;
  window.requestAnimationFrame(() => measureBottom(dock));
}
