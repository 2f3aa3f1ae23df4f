import type { Db } from '../client.js';
import { onlineForms, seedMarks } from '../schema/index.js';
import { placeOnlineFormMenu } from './online-form-menu.js';

const markName = 'demo-online-form-v1';

/** The demo online form (issue 20): the positions as a list/detail/edit screen, in the menu under Online development. */
export const demoOnlineForm = {
  code: 'demo_positions',
  nameZh: '职务（在线表单）',
  nameEn: 'Positions (online form)',
  tableName: 'positions',
  detailColumns: 2,
  menu: true,
  fields: [
    {
      field: 'code',
      labelZh: '编码',
      labelEn: 'Code',
      list: true,
      query: true,
      detail: true,
      edit: true,
      dictCode: '',
    },
    {
      field: 'nameZh',
      labelZh: '中文名称',
      labelEn: 'Chinese name',
      list: true,
      query: true,
      detail: true,
      edit: true,
      dictCode: '',
    },
    {
      field: 'nameEn',
      labelZh: '英文名称',
      labelEn: 'English name',
      list: true,
      query: true,
      detail: true,
      edit: true,
      dictCode: '',
    },
    {
      field: 'createTime',
      labelZh: '创建时间',
      labelEn: 'Created',
      list: true,
      query: false,
      detail: true,
      edit: false,
      dictCode: '',
    },
  ],
  enhanceRecords: [{ nameZh: '数据岗位', nameEn: 'Data jobs', filters: { code: 'data' } }],
};

/** Seeds the demo online form and its menu entry once per database (only with SEED_DEMO_DATA). */
export async function seedDemoOnlineForm(db: Db) {
  await db.transaction(async (tx) => {
    const [mark] = await tx.insert(seedMarks).values({ name: markName }).onConflictDoNothing().returning();
    if (!mark) return;
    const [form] = await tx.insert(onlineForms).values(demoOnlineForm).onConflictDoNothing().returning();
    if (!form) return;
    await placeOnlineFormMenu(tx, form);
  });
}
