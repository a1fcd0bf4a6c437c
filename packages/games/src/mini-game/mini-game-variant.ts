import { MINI_GAME_FLAGS, MINI_GAME_SCRIPT_PATH } from '../constants';

export type MiniGameVariant = (typeof MINI_GAME_FLAGS)[keyof typeof MINI_GAME_FLAGS];

/**
 * Spec 001 §4: LOTTMINIGAME3 gives v1, SEALOTTMINIGAME3 gives s1; neither, no widget. A merchant
 * with both gets v1, the flag the specification names first (ours: the platform never sends both).
 */
export function miniGameVariant(whitelabelVal: Readonly<Record<string, boolean>>): MiniGameVariant | null {
  for (const [flag, variant] of Object.entries(MINI_GAME_FLAGS)) if (whitelabelVal[flag]) return variant;
  return null;
}

/** Spec 001 §4: v1 is draggable; the SEA variant s1 stays where it is. */
export function isDraggable(variant: MiniGameVariant): boolean {
  return variant === MINI_GAME_FLAGS.LOTTMINIGAME3;
}

export function miniGameScriptUrl(variant: MiniGameVariant): string {
  return MINI_GAME_SCRIPT_PATH.replace('{variant}', variant);
}
