import { PlusOutlined } from '@ant-design/icons';
import { ProTable } from '@ant-design/pro-components';
import { permissions as p, type SysPermission } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/crud/RowActions';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { useCrudMutations } from '../../../components/crud/useCrudMutations';
import { Screen } from '../../../components/Screen';
import { bilingual } from '../../../lib/bilingual-text';
import { useLang } from '../../../lib/useLang';
import { useAccess } from '../../auth/access/useAccess';
import { PERMISSIONS_QUERY_KEY } from '../../auth/usePermissions';
import { DataRulesDrawer } from '../data-rules/DataRulesDrawer';
import { supportsDataRules } from '../data-rules/data-rule-form';
import { permissionTreeKey } from '../roles/api';
import { filterTree, parentKeys } from '../shared/tree';
import { permissionList, permissionListKey, permissionWrites } from './api';
import { PermissionFormModal } from './PermissionFormModal';
import { permissionColumns } from './permission-columns';
import { newPermissionValues, type PermissionFormValues, toPermissionValues } from './permission-form';

const keyOf = (row: SysPermission) => row.id;
const matches = (row: SysPermission, text: string) =>
  [row.name, row.nameEn, row.url, row.perms, row.component].some((v) => v?.toLowerCase().includes(text));

/** Menus and permissions (JeecgBoot sys_permission): the tree of menus and buttons, edited in place. */
export default function PermissionListPage() {
  const { t } = useTranslation('system');
  const lang = useLang();
  const { can } = useAccess();
  const list = useQuery({ queryKey: permissionListKey, queryFn: permissionList });
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [editing, setEditing] = useState<{ row?: SysPermission; values: PermissionFormValues } | null>(null);
  const [rulesOf, setRulesOf] = useState<SysPermission | null>(null);
  // The signed-in user's own menu and buttons may have changed too, and the roles' permission tree.
  const { save, remove } = useCrudMutations(permissionWrites, [PERMISSIONS_QUERY_KEY, permissionTreeKey]);
  const confirm = useConfirmAction(() => undefined);

  const text = keyword.trim().toLowerCase();
  const rows = useMemo(
    () => (text ? filterTree(list.data ?? [], (r) => matches(r, text)) : (list.data ?? [])),
    [list.data, text],
  );
  const openKeys = text ? parentKeys(rows, keyOf) : (expanded ?? (list.data ?? []).map(keyOf));

  const columns = [
    ...permissionColumns(t, lang),
    {
      title: t('common.actions'),
      valueType: 'option' as const,
      fixed: 'right' as const,
      width: 200,
      render: (_: unknown, row: SysPermission) => (
        <RowActions
          name={bilingual(row.name, row.nameEn, lang)}
          inline={2}
          actions={[
            {
              key: 'edit',
              label: t('common.edit'),
              hidden: !can(p.permissionEdit),
              onClick: () => setEditing({ row, values: toPermissionValues(row) }),
            },
            {
              key: 'child',
              label: t('permissions.addChild'),
              hidden: !can(p.permissionAdd) || row.menuType === 2,
              onClick: () => setEditing({ values: newPermissionValues(row) }),
            },
            {
              key: 'dataRules',
              label: t('dataRules.short'),
              hidden: !can(p.dataRuleList) || row.menuType === 2 || !supportsDataRules(row.perms),
              onClick: () => setRulesOf(row),
            },
            {
              key: 'delete',
              label: t('common.delete'),
              danger: true,
              hidden: !can(p.permissionDelete),
              onClick: () =>
                confirm({
                  title: t('common.confirmDelete', { name: bilingual(row.name, row.nameEn, lang) }),
                  content: row.leaf ? undefined : t('permissions.deleteBranch'),
                  danger: true,
                  call: () => remove.mutateAsync(row.id),
                }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Screen fallbackTitle={t('permissions.title')}>
      <ProTable<SysPermission>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        search={false}
        pagination={false}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowKeys: openKeys, onExpandedRowsChange: (keys) => setExpanded(keys.map(String)) }}
        options={{ density: false, setting: true, reload: () => void list.refetch() }}
        headerTitle={
          <Input.Search
            allowClear
            placeholder={t('permissions.search')}
            aria-label={t('permissions.search')}
            onSearch={setKeyword}
            style={{ width: 280 }}
          />
        }
        toolBarRender={() => [
          <Button key="expand" onClick={() => setExpanded(parentKeys(list.data ?? [], keyOf))}>
            {t('roles.expandAll')}
          </Button>,
          <Button key="collapse" onClick={() => setExpanded([])}>
            {t('roles.collapseAll')}
          </Button>,
          can(p.permissionAdd) ? (
            <Button
              key="add"
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ values: newPermissionValues() })}
            >
              {t('permissions.add')}
            </Button>
          ) : null,
        ]}
      />
      <PermissionFormModal
        editing={editing}
        tree={list.data ?? []}
        save={(body, id) => save.mutateAsync({ body, id })}
        onClose={() => setEditing(null)}
      />
      <DataRulesDrawer permission={rulesOf} onClose={() => setRulesOf(null)} />
    </Screen>
  );
}
