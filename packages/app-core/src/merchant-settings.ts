import type { StatusResource, WhitelabelNode } from '@lotto/api-client';

/**
 * The status call's white-label tree as the flag map every feature reads (A2HS3, REWCEN3, …):
 * each node's own switch, `'1'` on and anything else off, children included at any depth.
 * A list of roots and a single root both occur, so both are taken.
 */
export function flattenWhitelabel(tree: WhitelabelNode | readonly WhitelabelNode[] | null | undefined): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  const visit = (nodes: WhitelabelNode | readonly WhitelabelNode[] | null | undefined) => {
    for (const node of Array.isArray(nodes) ? nodes : nodes ? [nodes] : []) {
      if (node.modId) flags[node.modId] = String(node.enabled) === '1';
      visit(node.childrenNodes);
    }
  };
  visit(tree);
  return flags;
}

/** The status call's `resources` by `resourceType` (Android, IOS, MOBILECONFIG, AppDownloadIcon, social links); the first of a type wins. */
export function indexResources(resources: readonly StatusResource[] | null | undefined): Record<string, string> {
  const index: Record<string, string> = {};
  for (const { resourceType, url } of resources ?? []) if (resourceType && url && !(resourceType in index)) index[resourceType] = url;
  return index;
}
