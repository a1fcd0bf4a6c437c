/** The query name a share link carries the referral code in (docs/platform-calls.md, referral details). */
export const REFERRAL_QUERY = 'r';
/** The details call asks the platform to make the member's code when there is none yet. */
export const AUTO_GENERATE = 'true';
/** The layout call's platform: the mobile site's sections (`value.M`). */
export const LAYOUT_PLATFORM = 'M';
/** The layout's page whose sections the invite page shows. */
export const LAYOUT_PAGE = 'OVERVIEW';
/** What a switch of the details answer reads when it is on. */
export const SWITCH_ON = 'Y';
/** The QR code's error correction: M survives a smudged or partly covered code and keeps a link's code small. */
export const QR_ERROR_CORRECTION = 'M';
/** The light margin round the code, in modules, that scanners need (ISO/IEC 18004 asks for 4). */
export const QR_QUIET_ZONE = 4;
