/** Spec 001 §4, §9: the timings and limits of this package, named once. */

/** Announcement slides move on after 5 s. */
export const ANNOUNCEMENT_AUTOPLAY_MS = 5_000;
/** A visitor's announcement popup waits 1 s; a member's shows at once. */
export const VISITOR_ANNOUNCEMENT_DELAY_MS = 1_000;
/** Off a home path, the welcome images try again after 20 s. */
export const WELCOME_RETRY_MS = 20_000;
/** The go-to-activity button's style is computed after 200 ms. */
export const GO_TO_STYLE_DELAY_MS = 200;
/** Ours: the go-to label shrinks to fit its button down to this share of its size, and wraps beyond it. */
export const GO_TO_MIN_LABEL_SCALE = 0.75;
/** Ours: home banners move on as the announcement slides do. */
export const BANNER_AUTOPLAY_MS = 5_000;
/** Ours: a horizontal drag longer than this turns the slide. */
export const SWIPE_THRESHOLD_PX = 40;

/** The notice line moves at about this pace (seconds per character of its text), never faster than its shortest pass. */
export const NOTICE_SECONDS_PER_CHARACTER = 0.2;
export const NOTICE_SHORTEST_PASS_S = 12;
