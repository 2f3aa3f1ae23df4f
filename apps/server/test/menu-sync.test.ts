import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions, rolePermissions, roles, seedMarks } from '../src/db/schema/index.js';
import { syncSeededMenu } from '../src/db/seed/menu-sync.js';
import { buildTestApp, type TestContext } from './helper.js';

/**
 * Menu entries added to the code after a database was seeded reach that database on the next start, once:
 * an entry the administrator deleted stays deleted.
 */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
});
afterAll(async () => t?.close());

const db = () => t.database.db;
const idsOf = async (path: string) => {
  const [menu] = await db().select({ id: permissions.id }).from(permissions).where(eq(permissions.path, path));
  if (!menu) return [];
  const buttons = await db().select({ id: permissions.id }).from(permissions).where(eq(permissions.parentId, menu.id));
  return [menu.id, ...buttons.map((b) => b.id)];
};
async function remove(path: string) {
  const ids = await idsOf(path);
  if (!ids.length) return;
  await db().delete(rolePermissions).where(inArray(rolePermissions.permissionId, ids));
  await db()
    .delete(permissions)
    .where(inArray(permissions.id, ids.slice(1)));
  await db()
    .delete(permissions)
    .where(eq(permissions.id, ids[0] as number));
}
const regionalHas = async (path: string) => {
  const rows = await db()
    .select({ id: permissions.id })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(roles.code, 'regional_admin'), eq(permissions.path, path)));
  return rows.length > 0;
};

describe('seeded menu sync', () => {
  it('marks every seeded entry on a fresh database and adds nothing more', async () => {
    const marks = await db().select().from(seedMarks).where(like(seedMarks.name, 'menu:%'));
    expect(marks.length).toBeGreaterThan(20);
    expect(await syncSeededMenu(db())).toEqual([]);
  });

  it('adds an entry a database never had, with its buttons and the built-in roles’ grants', async () => {
    await remove('/city/info');
    await db().delete(seedMarks).where(like(seedMarks.name, 'menu:/city/info'));
    await db().delete(seedMarks).where(eq(seedMarks.name, 'menu:city:info:edit'));
    expect(await regionalHas('/city/info')).toBe(false);
    const added = await syncSeededMenu(db());
    expect(added).toEqual(['/city/info', 'city:info:edit']);
    expect(await regionalHas('/city/info')).toBe(true);
    expect((await idsOf('/city/info')).length).toBe(2);
  });

  it('does not bring back an entry the administrator deleted', async () => {
    await remove('/city/info');
    expect(await syncSeededMenu(db())).toEqual([]);
    expect(await idsOf('/city/info')).toEqual([]);
  });
});
