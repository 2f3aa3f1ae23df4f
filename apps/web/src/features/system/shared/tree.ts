/**
 * Helpers for the trees of the system screens (permissions, departments, categories, the role's
 * permission tree). Generic over any node with optional `children`; keys are read by `keyOf`.
 */
export interface TreeNode<T> {
  children?: T[];
}
type KeyOf<T> = (node: T) => string;

/** Every node, parents before children. */
export function flattenTree<T extends TreeNode<T>>(nodes: readonly T[]): T[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children ?? [])]);
}

export function treeKeys<T extends TreeNode<T>>(nodes: readonly T[], keyOf: KeyOf<T>): string[] {
  return flattenTree(nodes).map(keyOf);
}

/** Keys of the nodes that have children (what "expand all" opens). */
export function parentKeys<T extends TreeNode<T>>(nodes: readonly T[], keyOf: KeyOf<T>): string[] {
  return flattenTree(nodes)
    .filter((node) => (node.children ?? []).length > 0)
    .map(keyOf);
}

/** The nodes from a root down to the node of `key`; [] when absent. */
export function pathTo<T extends TreeNode<T>>(nodes: readonly T[], key: string, keyOf: KeyOf<T>): T[] {
  for (const node of nodes) {
    if (keyOf(node) === key) return [node];
    const below = pathTo(node.children ?? [], key, keyOf);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

export function findNode<T extends TreeNode<T>>(nodes: readonly T[], key: string, keyOf: KeyOf<T>): T | undefined {
  return pathTo(nodes, key, keyOf).at(-1);
}

/** The keys under the node of `key` (not the node itself). */
export function descendantKeys<T extends TreeNode<T>>(nodes: readonly T[], key: string, keyOf: KeyOf<T>): string[] {
  const node = findNode(nodes, key, keyOf);
  return node ? treeKeys(node.children ?? [], keyOf) : [];
}

/** The nodes matching `match`, with their ancestors (so they stay reachable) and everything under them. */
export function filterTree<T extends TreeNode<T>>(nodes: readonly T[], match: (node: T) => boolean): T[] {
  const kept: T[] = [];
  for (const node of nodes) {
    if (match(node)) {
      kept.push(node);
      continue;
    }
    const children = filterTree(node.children ?? [], match);
    if (children.length > 0) kept.push({ ...node, children });
  }
  return kept;
}

/** The tree without the node of `key` and its branch (a node cannot become its own parent). */
export function withoutBranch<T extends TreeNode<T>>(nodes: readonly T[], key: string, keyOf: KeyOf<T>): T[] {
  return nodes
    .filter((node) => keyOf(node) !== key)
    .map((node) => (node.children ? { ...node, children: withoutBranch(node.children, key, keyOf) } : node));
}

/** The tree without the nodes failing `keep` (and without everything under them). */
export function pruneTree<T extends TreeNode<T>>(nodes: readonly T[], keep: (node: T) => boolean): T[] {
  return nodes
    .filter(keep)
    .map((node) => (node.children ? { ...node, children: pruneTree(node.children, keep) } : node));
}

/** Maps every node, keeping the shape; `children` of the result are set only where the source had some. */
export function mapTree<T extends TreeNode<T>, R>(
  nodes: readonly T[],
  map: (node: T, children: R[] | undefined) => R,
): R[] {
  return nodes.map((node) => {
    const children = node.children?.length ? mapTree(node.children, map) : undefined;
    return map(node, children);
  });
}

/** A node of antd's TreeSelect / Tree. */
export interface TreeOption {
  value: string;
  key: string;
  title: string;
  children?: TreeOption[];
}

/** A tree as TreeSelect options. */
export function toTreeOptions<T extends TreeNode<T>>(
  nodes: readonly T[],
  idOf: (node: T) => string,
  titleOf: (node: T) => string,
): TreeOption[] {
  return mapTree<T, TreeOption>(nodes, (node, children) => ({
    value: idOf(node),
    key: idOf(node),
    title: titleOf(node),
    ...(children ? { children } : {}),
  }));
}
