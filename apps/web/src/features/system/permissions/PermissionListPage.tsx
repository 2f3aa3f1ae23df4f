import { permissions as p, type SysPermission } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TreeCrudTable } from '../../../components/crud/TreeCrudTable';
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
import {
  newPermissionValues,
  type PermissionBody,
  type PermissionFormValues,
  toPermissionValues,
} from './permission-form';

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
  const [rulesOf, setRulesOf] = useState<SysPermission | null>(null);

  const text = keyword.trim().toLowerCase();
  const rows = useMemo(
    () => (text ? filterTree(list.data ?? [], (r) => matches(r, text)) : (list.data ?? [])),
    [list.data, text],
  );
  const openKeys = text ? parentKeys(rows, keyOf) : (expanded ?? (list.data ?? []).map(keyOf));

  return (
    <Screen fallbackTitle={t('permissions.title')}>
      <TreeCrudTable<SysPermission, PermissionFormValues, PermissionBody>
        tree={{ queryKey: permissionListKey, queryFn: permissionList }}
        writes={permissionWrites}
        // The signed-in user's own menu and buttons may have changed too, and the roles' permission tree.
        alsoInvalidates={[PERMISSIONS_QUERY_KEY, permissionTreeKey]}
        shown={() => rows}
        columns={permissionColumns(t, lang)}
        rowName={(row) => bilingual(row.name, row.nameEn, lang)}
        permissions={{ add: p.permissionAdd, edit: p.permissionEdit, delete: p.permissionDelete }}
        labels={{
          add: t('permissions.add'),
          addChild: t('permissions.addChild'),
          deleteBranch: t('permissions.deleteBranch'),
        }}
        toValues={toPermissionValues}
        newValues={newPermissionValues}
        isLeafKind={(row) => row.menuType === 2}
        hasChildren={(row) => !row.leaf}
        moreActions={(row) => [
          {
            key: 'dataRules',
            label: t('dataRules.short'),
            hidden: !can(p.dataRuleList) || row.menuType === 2 || !supportsDataRules(row.perms),
            onClick: () => setRulesOf(row),
          },
        ]}
        actionsColumn={{ fixed: 'right', width: 200 }}
        table={{
          scroll: { x: 'max-content' },
          expandable: { expandedRowKeys: openKeys, onExpandedRowsChange: (keys) => setExpanded(keys.map(String)) },
          headerTitle: (
            <Input.Search
              allowClear
              placeholder={t('permissions.search')}
              aria-label={t('permissions.search')}
              onSearch={setKeyword}
              style={{ width: 280 }}
            />
          ),
        }}
        toolbar={[
          <Button key="expand" onClick={() => setExpanded(parentKeys(list.data ?? [], keyOf))}>
            {t('roles.expandAll')}
          </Button>,
          <Button key="collapse" onClick={() => setExpanded([])}>
            {t('roles.collapseAll')}
          </Button>,
        ]}
        editor={(props) => <PermissionFormModal {...props} />}
      />
      <DataRulesDrawer permission={rulesOf} onClose={() => setRulesOf(null)} />
    </Screen>
  );
}
