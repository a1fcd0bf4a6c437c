const AGENT_TYPES: readonly number[] = [1, 2];

/** Spec 000 §1, §6: an agent is a member of type 1 or 2. */
export function isAgent(memberType: number | undefined): boolean {
  return memberType !== undefined && AGENT_TYPES.includes(memberType);
}
