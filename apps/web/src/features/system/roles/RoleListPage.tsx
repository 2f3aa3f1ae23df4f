import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { permissions as p, type SysRole } from '@csp/contract/core';
import { Button, Tag } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toListQuery, toTableData } from '../../../components/crud/list-query';
import { RowActions } from '../../../components/crud/RowActions';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { Screen } from '../../../components/Screen';
import { bilingual, pickLanguage } from '../../../lib/bilingual-text';
import { useLang } from '../../../lib/useLang';
import { useAccess } from '../../auth/access/useAccess';
import { deleteRole, listRoles } from './api';
import { RoleFormModal } from './RoleFormModal';
import { RoleGrantsDrawer } from './RoleGrantsDrawer';
import { RoleUsersDrawer } from './RoleUsersDrawer';

const SORTABLE = ['createTime', 'roleCode', 'roleName'];

/** Roles (SPEC §3, §6): code, names, the permission tree of each role and its users. */
export default function RoleListPage() {
  const { t } = useTranslation('system');
  const lang = useLang();
  const { can } = useAccess();
  const table = useRef<ActionType>(null);
  const [editing, setEditing] = useState<SysRole | null | undefined>(undefined);
  const [granting, setGranting] = useState<SysRole | null>(null);
  const [members, setMembers] = useState<SysRole | null>(null);
  const reload = useCallback(() => table.current?.reload(), []);
  const confirm = useConfirmAction(reload);

  const columns: ProColumns<SysRole>[] = [
    { title: t('roles.code'), dataIndex: 'roleCode', sorter: true },
    {
      title: t('roles.name'),
      dataIndex: 'roleName',
      sorter: true,
      render: (_, role) => (
        <>
          {bilingual(role.roleName, role.roleNameEn, lang)}{' '}
          {role.builtIn ? <Tag bordered={false}>{t('roles.builtIn')}</Tag> : null}
        </>
      ),
    },
    {
      title: t('roles.description'),
      dataIndex: 'description',
      search: false,
      ellipsis: true,
      render: (_, role) => pickLanguage(role.description, lang),
    },
    {
      title: t('common.createTime'),
      dataIndex: 'createTime',
      valueType: 'dateTime',
      sorter: true,
      defaultSortOrder: 'descend',
      search: false,
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 220,
      render: (_, role) => (
        <RowActions
          name={role.roleCode}
          inline={2}
          actions={[
            { key: 'edit', label: t('common.edit'), hidden: !can(p.roleEdit), onClick: () => setEditing(role) },
            {
              key: 'grants',
              label: t('roles.authorize'),
              hidden: !can(p.roleAuthorize),
              onClick: () => setGranting(role),
            },
            { key: 'users', label: t('roles.users'), hidden: !can(p.roleUsers), onClick: () => setMembers(role) },
            {
              key: 'delete',
              label: t('common.delete'),
              danger: true,
              hidden: !can(p.roleDelete) || role.builtIn,
              onClick: () =>
                confirm({
                  title: t('common.confirmDelete', { name: bilingual(role.roleName, role.roleNameEn, lang) }),
                  danger: true,
                  call: () => deleteRole(role.id),
                }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Screen fallbackTitle={t('roles.title')}>
      <ProTable<SysRole>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={async (params, sort) =>
          toTableData(await listRoles(toListQuery(params, sort, { sortable: SORTABLE })))
        }
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, reload: true, setting: true }}
        toolBarRender={() => [
          can(p.roleAdd) ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('roles.add')}
            </Button>
          ) : null,
        ]}
      />
      <RoleFormModal
        role={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      />
      <RoleGrantsDrawer role={granting} onClose={() => setGranting(null)} />
      <RoleUsersDrawer role={members} onClose={() => setMembers(null)} />
    </Screen>
  );
}
