import { lockScroll, unlockScroll } from './scroll-lock';

/**
 * The open modals, bottom first, shared by every ModalFrame. It decides which one is on
 * top (only that one answers Escape and keeps focus), where focus goes back on close, the
 * page's scroll lock, and the back button.
 *
 * Back button: a modal that closes on back pushes one history entry (same address, the
 * current state kept so a router's data survives) marked with its depth. A `popstate` that
 * lands below a modal's depth means the user went back past it, so it closes. Closing any
 * other way pops the entry again if it is still the current one; a pop we caused ourselves
 * lands exactly on the depth of the modals still open, so nothing else closes.
 */
const HISTORY_KEY = '__uiModal';

interface Layer {
  id: string;
  parentId: string | undefined;
  opener: HTMLElement | null;
  onBack: () => void;
  /** Depth of this layer's history entry; null when it has none (or it was popped). */
  entryDepth: number | null;
}

const layers: Layer[] = [];
/** The modals on screen, their exit animations included, and who hears when that changes. */
const onScreen = new Set<string>();
const watchers = new Set<() => void>();

/** A modal came on screen, or left it once its exit animation was over. */
export function modalOnScreen(id: string, shown: boolean): void {
  if (shown) onScreen.add(id);
  else onScreen.delete(id);
  for (const watcher of watchers) watcher();
}

/** Calls the listener whenever a modal comes on screen or leaves it; returns the unsubscribe. */
export function subscribeModals(listener: () => void): () => void {
  watchers.add(listener);
  return () => {
    watchers.delete(listener);
  };
}

/** Whether any modal (a dialog, a sheet, an alert) is on screen, closing ones until their exit animation is over. */
export function anyModalOnScreen(): boolean {
  return onScreen.size > 0;
}

function entryDepthOf(state: unknown): number {
  const depth = state && typeof state === 'object' ? (state as Record<string, unknown>)[HISTORY_KEY] : undefined;
  return typeof depth === 'number' ? depth : 0;
}

function onPopState(event: PopStateEvent): void {
  const depth = entryDepthOf(event.state ?? window.history.state);
  // Top first, so a modal opened from another closes before it.
  for (const layer of [...layers].reverse()) {
    if (layer.entryDepth !== null && layer.entryDepth > depth) {
      layer.entryDepth = null;
      layer.onBack();
    }
  }
}

export interface OpenLayerOptions {
  id: string;
  /** The modal this one was rendered from, if any: it stays below this one. */
  parentId: string | undefined;
  panel: HTMLElement | null;
  closeOnBack: boolean;
  onBack: () => void;
}

export function hasLayer(id: string): boolean {
  return layers.some((layer) => layer.id === id);
}

export function isTopLayer(id: string): boolean {
  return layers[layers.length - 1]?.id === id;
}

export function openLayer({ id, parentId, panel, closeOnBack, onBack }: OpenLayerOptions): void {
  if (layers.length === 0) {
    lockScroll();
    window.addEventListener('popstate', onPopState);
  }
  const layer: Layer = {
    id,
    parentId,
    opener: document.activeElement instanceof HTMLElement ? document.activeElement : null,
    onBack,
    entryDepth: null,
  };
  if (closeOnBack) {
    const state: unknown = window.history.state;
    const depth = entryDepthOf(state) + 1;
    window.history.pushState({ ...(state && typeof state === 'object' ? state : {}), [HISTORY_KEY]: depth }, '');
    layer.entryDepth = depth;
  }
  // Opened together with a modal nested in it (React runs the child's effect first): slide
  // in underneath, take over the child's opener and the lower history entry, and be where
  // the child returns focus to.
  const child = layers.find((other) => other.parentId === id);
  if (child) {
    layer.opener = child.opener;
    child.opener = panel;
    if (layer.entryDepth !== null && child.entryDepth !== null) {
      [layer.entryDepth, child.entryDepth] = [child.entryDepth, layer.entryDepth];
    }
    layers.splice(layers.indexOf(child), 0, layer);
  } else {
    layers.push(layer);
  }
}

/**
 * Removes a layer and returns the element focus should go back to. With `popHistory`, its
 * history entry is popped if it is still the current one (after a navigation it is not).
 */
export function closeLayer(id: string, popHistory: boolean): HTMLElement | null {
  const index = layers.findIndex((layer) => layer.id === id);
  const layer = layers[index];
  if (!layer) return null;
  layers.splice(index, 1);
  if (layers.length === 0) {
    unlockScroll();
    window.removeEventListener('popstate', onPopState);
  }
  if (popHistory && layer.entryDepth !== null && entryDepthOf(window.history.state) === layer.entryDepth) {
    window.history.back();
  }
  return layer.opener;
}
