import { PlusOutlined } from '@ant-design/icons';
import { type ProColumns, ProTable } from '@ant-design/pro-components';
import type { SysRole, SysUser } from '@csp/contract/core';
import { App, Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../components/crud/submit';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { useListTable } from '../../../components/crud/useListTable';
import { bilingual } from '../../../lib/bilingual-text';
import { useInvalidatingMutation } from '../../../lib/useInvalidatingMutation';
import { useLang } from '../../../lib/useLang';
import { userKeys } from '../users/api';
import { addRoleUsers, listRoleUsers, removeRoleUser, roleUserKeys } from './api';
import { UserPickerModal } from './UserPickerModal';

/** The users holding a role (SPEC §2 "role users"): paged, searched, added and removed. */
export function RoleUsersDrawer({ role, onClose }: { role: SysRole | null; onClose: () => void }) {
  const { t } = useTranslation('system');
  const lang = useLang();
  const name = role ? bilingual(role.roleName, role.roleNameEn, lang) : '';
  return (
    <Drawer title={t('roles.usersTitle', { name })} open={role !== null} onClose={onClose} width={760} destroyOnHidden>
      {role ? <RoleUsers roleId={role.id} roleName={name} /> : null}
    </Drawer>
  );
}

function RoleUsers({ roleId, roleName }: { roleId: string; roleName: string }) {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const [picking, setPicking] = useState(false);
  const confirm = useConfirmAction(() => undefined);
  const keys = roleUserKeys(roleId);
  // the users screen shows each user's roles
  const invalidates = [keys.all, userKeys.all];
  const add = useInvalidatingMutation((ids: string[]) => addRoleUsers(roleId, ids), invalidates);
  const remove = useInvalidatingMutation((userId: string) => removeRoleUser(roleId, userId), invalidates);
  const columns: ProColumns<SysUser>[] = [
    { title: t('users.username'), dataIndex: 'username', sorter: true },
    { title: t('users.realname'), dataIndex: 'realname', search: false },
    { title: t('users.email'), dataIndex: 'email', search: false, ellipsis: true },
    { title: t('common.createTime'), dataIndex: 'createTime', valueType: 'dateTime', search: false },
  ];
  const { tableProps } = useListTable<SysUser>({
    keys,
    fetch: (query, signal) => listRoleUsers(roleId, query, signal),
    columns,
    sortable: ['createTime', 'username'],
  });

  return (
    <>
      <ProTable<SysUser>
        rowKey="id"
        size="small"
        columns={[
          ...columns,
          {
            title: t('common.actions'),
            valueType: 'option',
            render: (_, user) => (
              <Button
                type="link"
                size="small"
                danger
                onClick={() =>
                  confirm({
                    title: t('roles.confirmRemoveUser', { user: user.username, role: roleName }),
                    danger: true,
                    call: () => remove.mutateAsync(user.id),
                  })
                }
              >
                {t('roles.removeUser')}
              </Button>
            ),
          },
        ]}
        {...tableProps}
        search={{ labelWidth: 'auto', filterType: 'light' }}
        toolBarRender={() => [
          <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setPicking(true)}>
            {t('roles.addUsers')}
          </Button>,
        ]}
      />
      <UserPickerModal
        open={picking}
        title={t('roles.addUsersTo', { name: roleName })}
        onCancel={() => setPicking(false)}
        onPick={async (ids) => {
          const added = await runAction(() => add.mutateAsync(ids), message);
          if (added) setPicking(false);
          return added;
        }}
      />
    </>
  );
}
