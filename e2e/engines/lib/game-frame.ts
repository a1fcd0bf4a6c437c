import type { EnginePage } from './page';

/** The game frame page (spec 001 §2 screen 17) as a player sees it, with the vendor's game inside. */
export function gameFrame(page: EnginePage) {
  const game = page.frameLocator('iframe[title="Game"]');
  return {
    frame: page.locator('iframe[title="Game"]'),
    back: page.getByRole('button', { name: 'Back', exact: true }),
    fullScreen: page.getByRole('button', { name: 'Full screen', exact: true }),
    exitFullScreen: page.getByRole('button', { name: 'Exit full screen', exact: true }),
    /** What the simulator's stand-in game shows it was launched with (vendor, code, area, mode, …). */
    field: (name: string) => game.locator(`[data-field="${name}"]`),
    /** The element the browser shows full screen, by its class; null when none. */
    fullscreenElement: () => page.evaluate(() => document.fullscreenElement?.className ?? null),
    /** The frame's size against the viewport's, to see the game over the whole screen. */
    frameFill: () =>
      page.evaluate(() => {
        const rect = document.querySelector('iframe[title="Game"]')!.getBoundingClientRect();
        return { top: rect.top, height: Math.round(rect.height), viewport: innerHeight };
      }),
  };
}
