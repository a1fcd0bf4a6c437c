import { expect } from 'vitest';
import { WAIT_MS, type EnginePage } from './page';

/** Spec 001 §4: a visitor's announcement popup waits 1 s; a member's comes at once. */
export const VISITOR_DELAY_MS = 1_000;

const POPUP_LIST = 'MCSFE_getListAnnouncements';

/** The announcement popup as a player sees it (spec 001 §2 screen 9; the engines' twin of e2e/lib/home-popups.ts). */
export function announcementPopup(page: EnginePage) {
  const dialog = page.getByRole('dialog', { name: 'Announcement' });
  return {
    dialog,
    title: dialog.getByRole('heading', { level: 3 }),
    position: dialog.getByText(/^Slide \d+ of \d+$/),
    next: dialog.getByRole('button', { name: 'Next' }),
    previous: dialog.getByRole('button', { name: 'Previous' }),
    close: dialog.getByRole('button', { name: 'Close', exact: true }),

    /**
     * Starts noting when the popup first shows. WebDriver has no clock to hold still, so the
     * wait is measured instead: the popups start well after load (the page settles first).
     */
    watch(): Promise<void> {
      return page.evaluate(() => {
        const shown = () =>
          Array.from(document.querySelectorAll('[role="dialog"]')).some(
            (node) => document.getElementById(node.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() === 'Announcement',
          );
        const note = () => {
          if (!shown()) return;
          (window as unknown as { popupShownAt: number }).popupShownAt = performance.now();
          observer.disconnect();
        };
        const observer = new MutationObserver(note);
        observer.observe(document.body, { subtree: true, childList: true });
      });
    },

    /** How long after the popup list was asked for the popup showed (ms); null before it has. */
    shownAfterList(): Promise<number | null> {
      return page.evaluate((list: string) => {
        const shownAt = (window as unknown as { popupShownAt?: number }).popupShownAt;
        const asked = performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.includes(list) && entry.name.includes('types=PU'));
        return shownAt === undefined || asked === undefined ? null : shownAt - asked.startTime;
      }, POPUP_LIST);
    },

    /** Whether the page has had its popup list: past that and the visitor's wait, a popup would be showing. */
    listAnswered(): Promise<boolean> {
      return page.evaluate(
        (list: string) =>
          performance.getEntriesByType('resource').some((entry) => entry.name.includes(list) && entry.name.includes('types=PU')),
        POPUP_LIST,
      );
    },
  };
}

/** The popup would be showing by now: the page has had its list, and the audience's wait (with room for a slow engine) has passed. */
export async function pastThePopup(popup: ReturnType<typeof announcementPopup>, audience: 'visitor' | 'member'): Promise<void> {
  await expect.poll(() => popup.listAnswered(), { timeout: WAIT_MS }).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, (audience === 'visitor' ? VISITOR_DELAY_MS : 0) + 500));
}
