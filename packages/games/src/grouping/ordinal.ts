/** Spec 001 §9: category ordinals start at 100 and step by 100. */
const ORDINAL_START = 100;
const ORDINAL_STEP = 100;

/**
 * Spec 001 §9: these categories sit right behind another one rather than taking a step of their
 * own: ELOTTO and SEA_LOTT behind ELOTT (SEA_LOTT five places on), VIETNAM_LOTTO behind LOTT.
 */
export const FOLLOWERS: Readonly<Record<string, { leader: string; offset: number }>> = {
  ELOTTO: { leader: 'ELOTT', offset: 1 },
  SEA_LOTT: { leader: 'ELOTT', offset: 5 },
  VIETNAM_LOTTO: { leader: 'LOTT', offset: 1 },
};

/**
 * The ordinal of each category, from the order the lanes come in. A follower whose leader is
 * absent is an ordinary category and takes the next step.
 */
export function categoryOrdinals(categories: readonly string[]): Record<string, number> {
  const present = new Set(categories);
  const ordinal: Record<string, number> = {};
  let next = ORDINAL_START;
  for (const category of categories) {
    const follower = FOLLOWERS[category];
    if (category in ordinal || (follower && present.has(follower.leader))) continue;
    ordinal[category] = next;
    next += ORDINAL_STEP;
  }
  for (const category of categories) {
    const follower = FOLLOWERS[category];
    if (!(category in ordinal) && follower) ordinal[category] = (ordinal[follower.leader] ?? 0) + follower.offset;
  }
  return ordinal;
}
