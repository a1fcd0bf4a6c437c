/** Spec 001 §4, §9: a launch waits this long before it calls, so a double tap's second tap finds it pending. */
export const LAUNCH_DELAY_MS = 150;
/** Spec 001 §9: lottery vendor codes (protocol.md): the Vietnam lottery, the SEA lottery, and the TCG lottery itself. */
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
