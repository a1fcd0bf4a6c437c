/** How a share ended: the sheet took it, the player closed it, or the browser offers no sheet (copy instead). */
export type ShareOutcome = 'shared' | 'cancelled' | 'unavailable';

/**
 * The system share sheet (the Web Share API) with the invite: `unavailable` where the browser has
 * none, will not take this data, or refuses (no user gesture left, a frame without permission),
 * so the caller copies the link instead; `cancelled` when the player closed the sheet.
 */
export async function shareInvite(
  data: ShareData,
  browser: Partial<Pick<Navigator, 'share' | 'canShare'>> | undefined,
): Promise<ShareOutcome> {
  if (!browser?.share || (browser.canShare && !browser.canShare(data))) return 'unavailable';
  try {
    await browser.share(data);
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'unavailable';
  }
}
