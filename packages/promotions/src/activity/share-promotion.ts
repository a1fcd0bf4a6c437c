/** How a share ended: the system's share sheet took it, the link was copied, the player closed the sheet, or neither way worked. */
export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';

type ShareNavigator = Pick<Navigator, 'clipboard'> & { share?: (data: ShareData) => Promise<void> };

/**
 * Shares a promotion's address through the Web Share API where the browser has it; otherwise,
 * or when it fails for any reason but the player closing it, the address goes to the clipboard.
 */
export async function sharePromotion(data: { title: string; url: string }, nav: ShareNavigator = navigator): Promise<ShareResult> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if ((error as { name?: string } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
