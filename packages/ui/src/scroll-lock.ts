/**
 * The page's scroll lock under an open modal. `overflow: hidden` on the body alone does not stop
 * the page scrolling behind a modal on iOS before 16, so the body is also fixed in place, shifted
 * up by the scroll it had, and the window is scrolled back there on release.
 */
const LOCKED = ['overflow', 'position', 'top', 'left', 'right', 'width'] as const;

type Saved = Record<(typeof LOCKED)[number], string>;

let saved: { style: Saved; x: number; y: number; address: string } | null = null;

export function lockScroll(): void {
  if (saved) return;
  const body = document.body.style;
  const x = window.scrollX;
  const y = window.scrollY;
  const style = {} as Saved;
  for (const name of LOCKED) style[name] = body[name];
  saved = { style, x, y, address: window.location.href };
  body.overflow = 'hidden';
  body.position = 'fixed';
  body.top = `${-y}px`;
  // Left and right, not a width: the body keeps its margins and a right-to-left page its side.
  body.left = '0';
  body.right = '0';
  body.width = 'auto';
}

export function unlockScroll(): void {
  if (!saved) return;
  const { style, x, y, address } = saved;
  saved = null;
  const body = document.body.style;
  for (const name of LOCKED) body[name] = style[name];
  // A modal closed by leaving its page (a link in it) does not carry the old page's scroll to the new one.
  if (window.location.href === address) window.scrollTo(x, y);
}
