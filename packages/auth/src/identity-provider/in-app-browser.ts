/**
 * The browsers social apps open links in (where ad traffic lands). On iOS they are WKWebViews,
 * which have no service workers and may refuse the origin-private file system, so the
 * signals that tell a private window elsewhere say nothing about them; their storage lasts.
 * Each app names itself in the user agent: Facebook and Messenger (FBAN/FBAV/FB_IAB),
 * Instagram, Line, TikTok (musical_ly, BytedanceWebview, TikTok), Snapchat, Pinterest,
 * Twitter/X, LinkedIn, WeChat (MicroMessenger), KakaoTalk, Zalo.
 */
const IN_APP_BROWSER_MARKERS =
  /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bFBIOS\b|\bInstagram\b|\bLine\/|\bmusical_ly_|\bBytedanceWebview\b|\bTikTok\b|\bSnapchat\b|\bPinterest\b|\bTwitter\b|\bLinkedInApp\b|\bMicroMessenger\/|\bKAKAOTALK\b|\bZalo\b/i;

export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP_BROWSER_MARKERS.test(userAgent);
}

/** Gecko proper (Firefox), not the engines that only say they are "like Gecko". */
export function isGecko(userAgent: string): boolean {
  return /\bGecko\/\d/.test(userAgent) && /\bFirefox\//.test(userAgent);
}
