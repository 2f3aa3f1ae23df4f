/** Builds a forest from flat rows with `id` and `parentId`; rows whose parent is missing become roots. */
export function buildTree<R extends { id: number; parentId: number | null }, N extends { children?: N[] }>(
  rows: R[],
  present: (row: R) => N,
): N[] {
  const nodes = new Map<number, N>();
  for (const row of rows) nodes.set(row.id, present(row));
  const roots: N[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as N;
    const parent = row.parentId == null ? undefined : nodes.get(row.parentId);
    if (!parent) roots.push(node);
    else if (parent.children) parent.children.push(node);
    else parent.children = [node];
  }
  return roots;
}

/** The ids of a row and all its descendants. */
export function subtreeIds(rows: { id: number; parentId: number | null }[], rootId: number): number[] {
  const children = new Map<number, number[]>();
  for (const r of rows) if (r.parentId != null) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  const out: number[] = [];
  const stack = [rootId];
  while (stack.length) {
    const id = stack.pop() as number;
    if (out.includes(id)) continue;
    out.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

/** Ids as strings (API) from numbers, and back. */
export const ids = (list: readonly string[]) => list.map(Number);
