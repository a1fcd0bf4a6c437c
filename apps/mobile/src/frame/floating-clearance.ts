/**
 * The floating buttons (the chat entry, the mini game) never rest over one of the page's controls
 * (issue 27). In their stack they mark themselves with `data-floating="end"`; while the page
 * scrolls, and whenever the place they rest in would cover a control of the page, `<html>`
 * carries FLOATING_ASIDE_ATTRIBUTE and ui's stylesheet slides them to their edge, where only a
 * sliver narrower than the page's side margin shows (a tap on it, or focus, still opens them).
 * Pages keep room at their foot (ui's --floating-room), so at the end of a page they are back in
 * place. A mini game the player has dragged somewhere stays where it was put.
 */
export const FLOATING_ASIDE_ATTRIBUTE = 'data-floating-aside';

/** Quiet time after the last scroll event before the page counts as stopped. */
export const FLOATING_SETTLE_MS = 200;

/** After the page changed (a list came, a route, a resize): checked again once the burst is over. */
export const FLOATING_RECHECK_MS = 50;

const FLOATING = '[data-floating]';
const PAGE = '#root';
/** What a player taps; the frame's own bars are not under the floating buttons. */
const CONTROLS = 'a[href], button, input, select, textarea, [role="button"], [role="link"], [role="tab"]';
const FRAME = '.shell-tabs, .shell-topbar';

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function overlaps(one: Rect, two: Rect): boolean {
  return one.left < two.right && two.left < one.right && one.top < two.bottom && two.top < one.bottom;
}

/** True when any control's box meets any floating button's place at rest. */
export function coversAControl(floating: readonly Rect[], controls: readonly Rect[]): boolean {
  return floating.some((button) => controls.some((control) => overlaps(button, control)));
}

/** The translation of a transform's computed value (`matrix(a, b, c, d, e, f)`), 0 for none. */
export function translationOf(transform: string): { x: number; y: number } {
  const match = /^matrix\(([^)]*)\)$/.exec(transform.trim());
  if (!match) return { x: 0, y: 0 };
  const values = match[1]!.split(',').map(Number);
  return { x: values[4] ?? 0, y: values[5] ?? 0 };
}

/** Where a floating button rests: its box without the slide aside (or a drag) it may be in. */
function restingBox(element: HTMLElement): Rect | null {
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return null;
  const { x, y } = translationOf(getComputedStyle(element).transform);
  return { left: box.left - x, top: box.top - y, right: box.right - x, bottom: box.bottom - y };
}

function controlBoxes(doc: Document, view: Window): Rect[] {
  const page = doc.querySelector(PAGE);
  if (!page) return [];
  const boxes: Rect[] = [];
  for (const control of page.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (control.closest(FRAME)) continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= view.innerHeight) continue;
    boxes.push(box);
  }
  return boxes;
}

/**
 * Watches scrolling and the page's changes for as long as the app runs, and moves the floating
 * buttons aside while the page scrolls or where they would cover a control. Returns the stop.
 */
export function watchFloatingClearance(doc: Document = document, view: Window = window): () => void {
  const root = doc.documentElement;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scrolling = false;

  const setAside = (aside: boolean) => {
    if (aside) root.setAttribute(FLOATING_ASIDE_ATTRIBUTE, '');
    else root.removeAttribute(FLOATING_ASIDE_ATTRIBUTE);
  };

  const restingBoxes = () => [...doc.querySelectorAll<HTMLElement>(FLOATING)].map(restingBox).filter((box): box is Rect => box !== null);

  const check = () => {
    timer = undefined;
    scrolling = false;
    const floating = restingBoxes();
    setAside(floating.length > 0 && coversAControl(floating, controlBoxes(doc, view)));
  };

  const schedule = (ms: number) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(check, ms);
  };

  const onScroll = (event: Event) => {
    // A lane or the banner carousel turning sideways elsewhere on the page moves nothing under the
    // buttons: they stay (the carousel turns by itself every few seconds, and would shake them).
    const target = event.target;
    if (target instanceof Element && target !== root && target !== doc.body) {
      if (!coversAControl(restingBoxes(), [target.getBoundingClientRect()])) return;
    }
    scrolling = true;
    setAside(true);
    schedule(FLOATING_SETTLE_MS);
  };
  // While the page scrolls, a change waits for the stop.
  const onChange = () => {
    if (!scrolling) schedule(FLOATING_RECHECK_MS);
  };

  // Captured: a lane scrolled sideways moves controls under the buttons too.
  doc.addEventListener('scroll', onScroll, { capture: true, passive: true });
  view.addEventListener('resize', onChange);
  const observer = new MutationObserver(onChange);
  observer.observe(doc.body, { childList: true, subtree: true });
  schedule(FLOATING_RECHECK_MS);

  return () => {
    if (timer !== undefined) clearTimeout(timer);
    doc.removeEventListener('scroll', onScroll, { capture: true });
    view.removeEventListener('resize', onChange);
    observer.disconnect();
    setAside(false);
  };
}
