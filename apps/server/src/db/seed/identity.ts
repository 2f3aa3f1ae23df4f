import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { departments, dictItems, dicts, rolePermissions, roles, seedMarks, tenants } from '../schema/index.js';
import { type MenuSeed, platformMenu, roleGrants } from './identity-menu.js';
import { insertMenuRow, menuKey, type Tx } from './menu-rows.js';

/** Dictionaries the screens use (value, Chinese text, English text). */
const dictionaries: { code: string; zh: string; en: string; items: [string, string, string][] }[] = [
  {
    code: 'priority',
    zh: '优先级',
    en: 'Priority',
    items: [
      ['L', '一般', 'Normal'],
      ['M', '重要', 'Important'],
      ['H', '紧急', 'Urgent'],
    ],
  },
  {
    code: 'data_status',
    zh: '数据状态',
    en: 'Data status',
    items: [
      ['pending', '待审核', 'Empty'],
      ['canExamine', '可审核', 'Can examine'],
      ['canPublish', '可发布', 'Can publish'],
      ['published', '已发布', 'Published'],
      ['reject', '已驳回', 'Rejected'],
    ],
  },
  {
    code: 'log_type',
    zh: '日志类型',
    en: 'Log type',
    items: [
      ['create', '新增', 'Create'],
      ['update', '修改', 'Update'],
      ['pass', '通过', 'Pass'],
      ['logReject', '驳回', 'Reject'],
    ],
  },
  {
    code: 'user_status',
    zh: '用户状态',
    en: 'User status',
    items: [
      ['1', '正常', 'Normal'],
      ['2', '冻结', 'Frozen'],
    ],
  },
  {
    code: 'user_approval',
    zh: '审核状态',
    en: 'Approval',
    items: [
      ['pending', '待审核', 'Pending'],
      ['approved', '已通过', 'Approved'],
    ],
  },
  {
    code: 'menu_type',
    zh: '菜单类型',
    en: 'Menu type',
    items: [
      ['0', '一级菜单', 'Top menu'],
      ['1', '子菜单', 'Sub-menu'],
      ['2', '按钮权限', 'Button'],
    ],
  },
  {
    code: 'valid_status',
    zh: '有效状态',
    en: 'Valid status',
    items: [
      ['1', '有效', 'Valid'],
      ['0', '无效', 'Invalid'],
    ],
  },
  {
    code: 'msg_category',
    zh: '消息类型',
    en: 'Message category',
    items: [
      ['1', '通知公告', 'Notice'],
      ['2', '系统消息', 'System message'],
    ],
  },
  {
    code: 'yn',
    zh: '是否',
    en: 'Yes or no',
    items: [
      ['1', '是', 'Yes'],
      ['0', '否', 'No'],
    ],
  },
];

async function insertMenu(tx: Tx, nodes: MenuSeed[], parentId: number | null, keys: Map<string, number>) {
  for (const [index, node] of nodes.entries()) {
    const id = await insertMenuRow(tx, node, parentId, index);
    if (id === undefined) continue;
    const key = menuKey(node);
    if (key) keys.set(key, id);
    if (node.children?.length) await insertMenu(tx, node.children, id, keys);
  }
}

/**
 * Identity seed, version 1: default tenant, root department, dictionaries, the platform's menu and the
 * built-in roles' grants. It runs once per database (seed_marks), so what administrators later delete
 * stays deleted; a later version adds what it adds under a new mark. Runs after ensureAdministrator.
 */
export async function seedIdentity(db: Db): Promise<boolean> {
  const name = 'identity-v1';
  if ((await db.select().from(seedMarks).where(eq(seedMarks.name, name))).length) return false;
  await db.transaction(async (tx) => {
    await tx.insert(tenants).values({ id: 0, name: 'Default' }).onConflictDoNothing();
    await tx
      .insert(departments)
      .values({ orgCode: 'A01', nameZh: 'APEC城市数据平台', nameEn: 'APEC city data platform' })
      .onConflictDoNothing();
    for (const dict of dictionaries) {
      const [row] = await tx
        .insert(dicts)
        .values({ code: dict.code, nameZh: dict.zh, nameEn: dict.en })
        .onConflictDoNothing()
        .returning({ id: dicts.id });
      if (!row) continue;
      await tx
        .insert(dictItems)
        .values(dict.items.map(([value, zh, en], sort) => ({ dictId: row.id, value, textZh: zh, textEn: en, sort })));
    }
    const keys = new Map<string, number>();
    await insertMenu(tx, platformMenu, null, keys);
    for (const [code, grants] of Object.entries(roleGrants)) {
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
      const ids = [...new Set(grants.map((g) => keys.get(g)).filter((id): id is number => id !== undefined))];
      if (role && ids.length) {
        await tx.insert(rolePermissions).values(ids.map((permissionId) => ({ roleId: role.id, permissionId })));
      }
    }
    await tx.insert(seedMarks).values({ name });
  });
  return true;
}
