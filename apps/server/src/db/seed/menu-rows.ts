import type { Db } from '../client.js';
import { permissions } from '../schema/index.js';
import type { MenuSeed } from './identity-menu.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What names a seeded menu entry across versions: a button by its permission code, a menu by its path. */
export const menuKey = (node: MenuSeed) => (node.type === 2 ? node.perms?.[0] : node.path);

/**
 * Inserts one seeded menu entry (a `permissions` row) under `parentId` at position `sortNo`; returns its id.
 * The one copy of the row shape, for the first seed (`identity.ts`) and the later additions (`menu-sync.ts`).
 */
export async function insertMenuRow(
  tx: Tx,
  node: MenuSeed,
  parentId: number | null,
  sortNo: number,
): Promise<number | undefined> {
  const [row] = await tx
    .insert(permissions)
    .values({
      parentId,
      menuType: node.type,
      nameZh: node.zh,
      nameEn: node.en,
      path: node.path ?? null,
      component: node.component ?? null,
      redirect: node.redirect ?? null,
      perms: node.perms?.join(',') ?? null,
      icon: node.icon ?? null,
      sortNo,
      alwaysShow: node.type === 0 && Boolean(node.children?.length),
      hidden: node.hidden ?? false,
    })
    .returning({ id: permissions.id });
  return row?.id;
}
