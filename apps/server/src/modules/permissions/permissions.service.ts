import type { PermissionAdd, PermissionEdit, UserPermissions } from '@csp/contract';
import { badRequest, forbidden, notFound } from '../../errors.js';
import type { Principal } from '../../lib/principal.js';
import { buildTree, subtreeIds } from '../../lib/tree.js';
import { authItem, permsOf, presentMenu, presentPermission, presentTreeNode } from './menu.presenter.js';
import type { PermissionInsert, PermissionRow, PermissionsRepository } from './permissions.repository.js';

const enabled = (row: PermissionRow) => row.status === '1';

/** The granted rows plus their ancestors (a granted sub-menu shows under its parent). */
function withAncestors(all: PermissionRow[], granted: Set<number>): Set<number> {
  const byId = new Map(all.map((r) => [r.id, r]));
  const out = new Set<number>();
  for (const id of granted) {
    let row = byId.get(id);
    while (row && !out.has(row.id)) {
      out.add(row.id);
      row = row.parentId == null ? undefined : byId.get(row.parentId);
    }
  }
  return out;
}

function toInsert(body: PermissionAdd): PermissionInsert {
  return {
    parentId: body.parentId ? Number(body.parentId) : null,
    menuType: body.menuType,
    nameZh: body.name,
    nameEn: body.nameEn ?? body.name,
    path: body.url ?? null,
    component: body.component ?? null,
    componentName: body.componentName ?? null,
    redirect: body.redirect ?? null,
    perms: body.perms || null,
    permsType: body.permsType,
    icon: body.icon ?? null,
    sortNo: body.sortNo,
    alwaysShow: body.alwaysShow,
    hidden: body.hidden,
    keepAlive: body.keepAlive,
    internalOrExternal: body.internalOrExternal,
    route: body.route,
    status: body.status,
  };
}

/** Permissions: the menu of a user (SPEC §6), the tree editor, and role grants. */
export function permissionsService(
  repo: PermissionsRepository,
  roles: { find(id: number, tenantId: number): Promise<unknown> },
) {
  /** A role of the caller's tenant (another tenant's role is not found). */
  const roleOrFail = async (principal: Pick<Principal, 'tenantId'>, roleId: number) => {
    if (!(await roles.find(roleId, principal.tenantId))) throw notFound('roleNotExist');
  };
  const parentCheck = (all: PermissionRow[], parentId: string | null | undefined, selfId?: number) => {
    if (!parentId) return;
    const parent = all.find((r) => r.id === Number(parentId));
    if (!parent) throw badRequest('parentNotExist', [{ field: 'parentId', message: 'parentNotExist' }]);
    if (parent.menuType === 2 || (selfId && subtreeIds(all, selfId).includes(parent.id))) {
      throw badRequest('parentInvalid', [{ field: 'parentId', message: 'parentInvalid' }]);
    }
  };
  const hasChildren = (all: PermissionRow[]) => {
    const parents = new Set(all.map((r) => r.parentId));
    return (row: PermissionRow) => parents.has(row.id);
  };

  return {
    /** `menu`, `auth` and `allAuth` of a signed-in user; the super administrator gets every enabled entry. */
    async ofUser(principal: Principal): Promise<UserPermissions> {
      const all = await repo.all();
      const granted = principal.isSuperAdmin
        ? new Set(all.map((r) => r.id))
        : withAncestors(all, new Set(await repo.grantedToUser(principal.userId)));
      const live = all.filter((r) => granted.has(r.id) && enabled(r));
      const liveIds = new Set(live.map((r) => r.id));
      // a menu under a disabled parent is not reachable
      const reachable = live.filter((r) => r.parentId == null || liveIds.has(r.parentId));
      const menus = reachable.filter((r) => r.menuType !== 2);
      const buttons = reachable.filter((r) => r.menuType === 2 && permsOf(r).length > 0);
      return {
        menu: presentMenu(menus, buttons),
        auth: buttons.map((b) => authItem(b)),
        allAuth: all.filter((r) => r.menuType === 2 && permsOf(r).length > 0).map((r) => authItem(r, true)),
      };
    },
    async tree() {
      const all = await repo.all();
      const parentOf = hasChildren(all);
      return buildTree(all, (row) => presentPermission(row, parentOf(row)));
    },
    /** The tree of the role screen, and every id (for select-all). */
    async roleTree() {
      const all = await repo.all();
      const parentOf = hasChildren(all);
      return {
        treeList: buildTree(all, (row) => presentTreeNode(row, parentOf(row))),
        ids: all.map((r) => String(r.id)),
      };
    },
    async add(body: PermissionAdd) {
      parentCheck(await repo.all(), body.parentId);
      return { id: String(await repo.insert(toInsert(body))) };
    },
    async edit(body: PermissionEdit) {
      const id = Number(body.id);
      const all = await repo.all();
      if (!all.some((r) => r.id === id)) throw notFound();
      parentCheck(all, body.parentId, id);
      await repo.update(id, toInsert(body));
    },
    /** Deletes an entry with everything under it (role grants cascade). */
    async remove(id: number) {
      const all = await repo.all();
      if (!all.some((r) => r.id === id)) throw notFound();
      await repo.deleteMany(subtreeIds(all, id));
    },
    async roleGrants(principal: Principal, roleId: number) {
      await roleOrFail(principal, roleId);
      return (await repo.grantedToRole(roleId)).map(String);
    },
    /**
     * Replaces a role's grants with `ids`. Only known permissions are granted, and someone other than
     * the super administrator cannot grant a permission code they do not hold themselves.
     */
    async saveRoleGrants(principal: Principal, roleId: number, ids: number[]) {
      await roleOrFail(principal, roleId);
      const all = await repo.all();
      const known = new Map(all.map((r) => [r.id, r]));
      const wanted = [...new Set(ids)];
      if (wanted.some((id) => !known.has(id)))
        throw badRequest('parameterError', [{ field: 'permissionIds', message: 'parameterError' }]);
      const current = new Set(await repo.grantedToRole(roleId));
      const add = wanted.filter((id) => !current.has(id));
      const remove = [...current].filter((id) => !wanted.includes(id));
      if (!principal.isSuperAdmin) {
        const touched = [...add, ...remove].flatMap((id) => permsOf(known.get(id) as PermissionRow));
        if (touched.some((code) => !principal.permissions.has(code))) throw forbidden('notAuthority');
      }
      await repo.changeRoleGrants(roleId, add, remove);
    },
  };
}
export type PermissionsService = ReturnType<typeof permissionsService>;
