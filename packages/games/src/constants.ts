/** Spec 001 §4, §9: a launch waits this long before it calls, so a double tap's second tap finds it pending. */
export const LAUNCH_DELAY_MS = 150;
/** Spec 001 §9: lottery vendor codes, as the platform names them: the Vietnam lottery, the SEA lottery, and the TCG lottery itself. */
export const VIETNAM_LOTTERY = 'TCG_LOTTO_VN';
export const SEA_LOTTERY = 'TCG_SEA';
export const LOTTERY_PREFIX = 'TCG_LOTTO';
/** Spec 001 §7: the launch parameters' fixed values. */
export const LAUNCH_MODE_LOTT = 'LOTT';
export const SEA_LOTTO_MODE = 'SEA_Tradition_Mobile';
export const VIETNAM_AREA = 'VN';
/** Spec 001 §9: the Vietnam lottery's language unless the address names one. */
export const VIETNAM_DEFAULT_LANGUAGE = 'VI';
/** Ours: the synchronous trial variant's code for a game ready to play (the simulator's README). */
export const TRIAL_READY_STATUS = 0;
/** Icons show at this edge (CSS px); the CDN's are twice that for sharp 2x screens. */
export const GAME_ICON_SIZE = 64;

/** Spec 001 §4, §6: the white-label flags that turn the mini-game widget on, and the variant each gives. */
export const MINI_GAME_FLAGS = { LOTTMINIGAME3: 'v1', SEALOTTMINIGAME3: 's1' } as const;
/** Spec 001 §4: where each variant's script lives (on the app's own host). */
export const MINI_GAME_SCRIPT_PATH = '/mini-game/{variant}/minigame.js';
/** Spec 001 §9: a pointer that moved less than this (CSS px) between down and up made a click, not a drag. */
export const DRAG_THRESHOLD_PX = 2;
/** Spec 001 §9: the widget keeps this share of the window's width from the side it snaps to. */
export const EDGE_MARGIN_RATIO = 0.02;
/** Spec 001 §9: a click within this long of the last one that opened the mini game is ignored. */
export const CLICK_DEBOUNCE_MS = 250;

/** The platform's page size for a vendor's games (docs/platform-calls.md, `GCSGAME_gameList`). */
export const GAME_LIST_PAGE_SIZE = 24;
/** `GCSGAME_gameList`'s `clientType` for the mobile site. */
export const MOBILE_CLIENT_TYPE = 2;
/** `GCSGAME_hotGamesV2`'s `isPlatform`, as the platform's client sends it. */
export const HOT_GAMES_IS_PLATFORM = 2;
/** The winners board's `gameCategory`: every category. */
export const WINNER_BOARD_CATEGORY = 'ALL';
/** Rows asked of the winners board (the desktop client's count). */
export const WINNER_BOARD_LIMIT = 20;
/** Rows the board shows until the player asks for all of them. */
export const WINNERS_SHOWN = 5;
/** Spec 001 §9: a search asks the platform this long after the player's last key. */
export const SEARCH_DELAY_MS = 500;
/** The desktop client lets a favourite toggle through at most this often (docs/platform-calls.md, Favourites). */
export const FAVOURITE_TOGGLE_INTERVAL_MS = 1_000;
/** How long the message that a favourite could not be changed stays. */
export const FAVOURITE_FAILED_TOAST_MS = 3_000;
/** The next page of a list is asked when its end comes this near the screen. */
export const LOAD_MORE_MARGIN = '480px';
