/** Spec 001 §2 screen 1, §5: when the download bar shows. */
export interface DownloadBarConditions {
  inApp: boolean;
  pwa: boolean;
  webclip: boolean;
  /** The platform's link (download-links.ts). */
  link: string | undefined;
  /** hideDownloadBar = 1 this session. */
  hidden: boolean;
  /** 0: no rank required. */
  minVipRank: number;
  /** The member's club label rank; null for a visitor. */
  rankLevel: number | null;
}

/** Hidden in the native app, PWA or web clip, without a link, once closed, or below the required VIP rank. */
export function downloadBarShown(c: DownloadBarConditions): boolean {
  if (c.inApp || c.pwa || c.webclip || !c.link || c.hidden) return false;
  return c.minVipRank <= 0 || (c.rankLevel !== null && c.rankLevel >= c.minVipRank);
}
