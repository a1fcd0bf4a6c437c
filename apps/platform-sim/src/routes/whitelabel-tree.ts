import { WHITELABEL_PARENTS } from '../seed/flags';

/** A node of the platform's white-label tree (docs/platform-calls.md, `GET /wps/system/status`): `enabled` is '1' or '0'. */
export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}

/**
 * The merchant's flags as the platform sends them: a tree of `{ modId, enabled, childrenNodes }`,
 * nested by WHITELABEL_PARENTS. A flag whose parent the merchant lacks becomes a root.
 */
export function whitelabelTree(flags: Readonly<Record<string, boolean>>): WhitelabelNode[] {
  const parents: Readonly<Record<string, string | undefined>> = WHITELABEL_PARENTS;
  const nodes = new Map<string, WhitelabelNode>(
    Object.entries(flags).map(([modId, on]) => [modId, { modId, enabled: on ? '1' : '0', childrenNodes: [] }]),
  );
  const roots: WhitelabelNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(parents[node.modId] ?? '');
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
}
