export type CopyOutcome = 'copied' | 'manual';

/** How long the notice after a copy stays: "copied" briefly, "copy it yourself" long enough to act on. */
export const COPY_TOAST_MS = 2_000;
export const COPY_MANUAL_TOAST_MS = 4_000;

export interface CopyTools {
  /** The asynchronous Clipboard API; absent outside secure contexts and in some webviews. */
  clipboard?: Pick<Clipboard, 'writeText'>;
  /** The older way, for where the Clipboard API is missing or refused: copies the page's selection. */
  copySelection?: () => boolean;
}

/**
 * Copies the text: the Clipboard API first, then the selection (the caller has selected the text).
 * 'manual' when both are refused: the text stays selected for the player to copy.
 */
export async function copyText(text: string, tools: CopyTools): Promise<CopyOutcome> {
  if (tools.clipboard) {
    try {
      await tools.clipboard.writeText(text);
      return 'copied';
    } catch {
      // Refused (permission, no user gesture left): try the selection.
    }
  }
  try {
    return tools.copySelection?.() ? 'copied' : 'manual';
  } catch {
    return 'manual';
  }
}

/** The older copy command: the only one some webviews and plain-http pages allow. */
function copySelection(): boolean {
  return typeof document.execCommand === 'function' && document.execCommand('copy');
}

/**
 * Copies a text the player sees on the page (a link): the element's text is selected first, so the
 * older copy command copies it, and so it is ready for the player if both ways are refused.
 */
export function copyShownText(text: string, element: HTMLElement | null): Promise<CopyOutcome> {
  selectText(element);
  return copyText(text, { clipboard: navigator.clipboard, copySelection });
}

/** Selects the element's text on the page (what the older copy command copies, and what a long press offers). */
function selectText(element: HTMLElement | null): void {
  const selection = window.getSelection();
  if (!element || !selection) return;
  selection.selectAllChildren(element);
}
