import { eq, like } from 'drizzle-orm';
import type { Db } from '../client.js';
import { permissions, rolePermissions, roles, seedMarks } from '../schema/index.js';
import { type MenuSeed, platformMenu, roleGrants } from './identity-menu.js';
import { insertMenuRow, menuKey, type Tx } from './menu-rows.js';

const markPrefix = 'menu:';
/** A seeded node's identity: its path (menus) or its first permission code (buttons). */

/**
 * Adds the menu entries and buttons the code declares (identity-menu.ts) that this database has never been given,
 * under their parent, and grants them to the built-in roles as `roleGrants` says. Each entry is added once per
 * database (a `menu:<key>` seed mark): an entry an administrator deletes later stays deleted. A database seeded before
 * this existed starts by marking everything it already holds. Runs after seedIdentity, under the set-up lock.
 */
export async function syncSeededMenu(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: permissions.id, type: permissions.menuType, path: permissions.path, perms: permissions.perms })
      .from(permissions);
    const present = new Map<string, number>();
    for (const row of rows) {
      const key = row.type === 2 ? row.perms?.split(',')[0] : row.path;
      if (key) present.set(key, row.id);
    }
    const marks = new Set(
      (
        await tx
          .select({ name: seedMarks.name })
          .from(seedMarks)
          .where(like(seedMarks.name, `${markPrefix}%`))
      ).map((m) => m.name.slice(markPrefix.length)),
    );
    if (marks.size === 0) {
      for (const key of present.keys()) marks.add(key);
      await markAll(tx, [...present.keys()]);
    }
    const added: string[] = [];
    await walk(tx, platformMenu, null, present, marks, added);
    await markAll(tx, added);
    await grant(tx, added, present);
    return added;
  });
}

async function walk(
  tx: Tx,
  nodes: MenuSeed[],
  parentId: number | null,
  present: Map<string, number>,
  marks: Set<string>,
  added: string[],
): Promise<void> {
  for (const [index, node] of nodes.entries()) {
    const key = menuKey(node);
    if (!key) continue;
    let id = present.get(key);
    if (id === undefined && !marks.has(key)) {
      id = await insertMenuRow(tx, node, parentId, index);
      if (id !== undefined) {
        present.set(key, id);
        added.push(key);
      }
    }
    // Children of an entry the administrator deleted are not brought back.
    if (id !== undefined && node.children?.length) await walk(tx, node.children, id, present, marks, added);
  }
}

async function markAll(tx: Tx, keys: string[]): Promise<void> {
  if (keys.length) {
    await tx
      .insert(seedMarks)
      .values(keys.map((key) => ({ name: `${markPrefix}${key}` })))
      .onConflictDoNothing();
  }
}

async function grant(tx: Tx, added: string[], present: Map<string, number>): Promise<void> {
  const fresh = new Set(added);
  for (const [code, grants] of Object.entries(roleGrants)) {
    const ids = [...new Set(grants.filter((g) => fresh.has(g)).map((g) => present.get(g)))].filter(
      (id): id is number => id !== undefined,
    );
    if (!ids.length) continue;
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
    if (role) {
      await tx
        .insert(rolePermissions)
        .values(ids.map((permissionId) => ({ roleId: role.id, permissionId })))
        .onConflictDoNothing();
    }
  }
}
