import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** An overlay coming or going, at the page's clock time (Playwright's, when installed). */
interface OverlayEvent {
  name: string;
  open: boolean;
  at: number;
}

interface OverlayLog {
  events: OverlayEvent[];
  /** The most overlays ever open at once. */
  maxOpen: number;
}

/** Two overlays open at the same moment: what they were and where. */
export interface TwoAtOnce {
  names: string[];
  url: string;
}

/** The page's way of telling the journey that two overlays are open at once. */
const TWO_AT_ONCE_BINDING = '__overlaysTwoAtOnce';

/**
 * Records, from every page of a journey, every overlay as it opens and closes: each dialog of the
 * ui package while it is shown (its exit animation aside), named by its title, and the notification
 * card. A mutation observer sees each change as it happens, so two overlays open for a moment
 * between two looks of a journey are caught too, and told to `onTwoAtOnce` at once, whatever
 * navigation comes after. lib/fixtures.ts installs it on every journey's context and fails the
 * journey when it was told anything. One case is not two overlays: a dialog the player opens from
 * the one on top (a tap inside it, such as the domain notice's customer service) stands above it
 * by design, and closes back to it.
 */
export async function watchOverlays(context: BrowserContext, onTwoAtOnce: (seen: TwoAtOnce) => void): Promise<void> {
  await context.exposeBinding(TWO_AT_ONCE_BINDING, ({ page }, names: string[]) => onTwoAtOnce({ names, url: page.url() }));
  await context.addInitScript((binding) => {
    const log: OverlayLog = { events: [], maxOpen: 0 };
    (window as unknown as { __overlays: OverlayLog }).__overlays = log;
    let previous: string[] = [];
    /** The player tapped inside the overlay on top: the next one to open is theirs, opened from it. */
    let askedFromTop = false;
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        askedFromTop = event.isTrusted && previous.length > 0 && Boolean(target?.closest('.ui-modal, .ui-floating-banner'));
      },
      true,
    );
    const openNow = () => {
      const names: string[] = [];
      for (const panel of document.querySelectorAll('.ui-modal[data-state="shown"]')) {
        const title = document.getElementById(panel.getAttribute('aria-labelledby') ?? '');
        names.push(title?.textContent?.trim() || panel.getAttribute('aria-label') || '?');
      }
      for (const card of document.querySelectorAll('.ui-floating-banner')) {
        if (card.getAttribute('aria-label') === 'Notifications') names.push('Notifications');
      }
      return names;
    };
    const look = () => {
      const now = openNow();
      for (const name of now) if (!previous.includes(name)) log.events.push({ name, open: true, at: Date.now() });
      for (const name of previous) if (!now.includes(name)) log.events.push({ name, open: false, at: Date.now() });
      log.maxOpen = Math.max(log.maxOpen, now.length);
      const tell = (window as unknown as Record<string, ((names: string[]) => Promise<void>) | undefined>)[binding];
      const opening = now.filter((name) => !previous.includes(name));
      if (opening.length > 0 && now.length > 1) {
        if (!askedFromTop || opening.length > 1) void tell?.(now);
        askedFromTop = false;
      }
      if (now.length === 0) askedFromTop = false;
      previous = now;
    };
    // A dialog's title may change while it is open (a popup's next item): characterData sees it.
    new MutationObserver(look).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
  }, TWO_AT_ONCE_BINDING);
}

export function overlayLog(page: Page): Promise<OverlayLog> {
  return page.evaluate(() => (window as unknown as { __overlays: OverlayLog }).__overlays);
}

/** The overlays in the order they opened. */
export async function openedInOrder(page: Page): Promise<string[]> {
  return (await overlayLog(page)).events.filter((event) => event.open).map((event) => event.name);
}

/** When an overlay opened or closed (the last time it did), on the page's clock. */
export async function timeOf(page: Page, name: string, open: boolean): Promise<number> {
  const found = (await overlayLog(page)).events.filter((event) => event.name === name && event.open === open).pop();
  if (!found) throw new Error(`${name} never ${open ? 'opened' : 'closed'}`);
  return found.at;
}

/** Moves a standing clock a step at a time until the overlay is open or closed; answers when it did. */
async function runUntil(page: Page, name: string, open: boolean, stepMs: number): Promise<number> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(stepMs);
        return (await overlayLog(page)).events.some((event) => event.name === name && event.open === open);
      },
      { timeout: 30_000, intervals: [stepMs] },
    )
    .toBe(true);
  return timeOf(page, name, open);
}

/** Moves a standing clock a step at a time until the overlay is open; answers when it opened. */
export function runUntilOpen(page: Page, name: string, stepMs: number): Promise<number> {
  return runUntil(page, name, true, stepMs);
}

/** Moves a standing clock a step at a time until the overlay is closed; answers when it closed. */
export function runUntilClosed(page: Page, name: string, stepMs: number): Promise<number> {
  return runUntil(page, name, false, stepMs);
}

/** Whether two elements' boxes meet on the screen. */
export async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) return false;
  return one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height;
}
