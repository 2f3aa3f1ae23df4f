import type { PermissionTreeNode } from '@csp/contract/core';
import { descendantKeys, pathTo } from '../shared/tree';

const keyOf = (node: PermissionTreeNode) => node.key;

/**
 * Checking a node of a role's permission tree (ids are kept as the server stores them: a menu may be
 * granted without its buttons). Linked: checking grants the node, its branch and its ancestors (a
 * button is unreachable without its menu); unchecking takes the node and its branch. Unlinked: only the node.
 */
export function toggleGrant(
  tree: readonly PermissionTreeNode[],
  granted: readonly string[],
  key: string,
  on: boolean,
  linked: boolean,
): string[] {
  const next = new Set(granted);
  const affected = linked ? [key, ...descendantKeys(tree, key, keyOf)] : [key];
  for (const k of affected) {
    if (on) next.add(k);
    else next.delete(k);
  }
  if (on && linked) for (const node of pathTo(tree, key, keyOf)) next.add(node.key);
  return [...next];
}

/** What changed since the grants were loaded (for "n changes" and a save button that knows). */
export function grantChanges(before: readonly string[], after: readonly string[]): number {
  const a = new Set(before);
  const b = new Set(after);
  return [...a].filter((k) => !b.has(k)).length + [...b].filter((k) => !a.has(k)).length;
}
