import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, ProTable } from '@ant-design/pro-components';
import type { SysRole, SysUser } from '@csp/contract/core';
import { App, Button, Drawer } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toListQuery, toTableData } from '../../../components/crud/list-query';
import { runAction } from '../../../components/crud/submit';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { bilingual } from '../../../lib/bilingual-text';
import { useLang } from '../../../lib/useLang';
import { addRoleUsers, listRoleUsers, removeRoleUser } from './api';
import { UserPickerModal } from './UserPickerModal';

/** The users holding a role (SPEC §2 "role users"): paged, searched, added and removed. */
export function RoleUsersDrawer({ role, onClose }: { role: SysRole | null; onClose: () => void }) {
  const { t } = useTranslation('system');
  const lang = useLang();
  const { message } = App.useApp();
  const table = useRef<ActionType>(null);
  const [picking, setPicking] = useState(false);
  const reload = useCallback(() => table.current?.reload(), []);
  const confirm = useConfirmAction(reload);
  const name = role ? bilingual(role.roleName, role.roleNameEn, lang) : '';

  return (
    <Drawer title={t('roles.usersTitle', { name })} open={role !== null} onClose={onClose} width={760} destroyOnHidden>
      {role ? (
        <ProTable<SysUser>
          rowKey="id"
          actionRef={table}
          size="small"
          params={{ roleId: role.id }}
          columns={[
            { title: t('users.username'), dataIndex: 'username', sorter: true },
            { title: t('users.realname'), dataIndex: 'realname', search: false },
            { title: t('users.email'), dataIndex: 'email', search: false, ellipsis: true },
            { title: t('common.createTime'), dataIndex: 'createTime', valueType: 'dateTime', search: false },
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
                      title: t('roles.confirmRemoveUser', { user: user.username, role: name }),
                      danger: true,
                      call: () => removeRoleUser(role.id, user.id),
                    })
                  }
                >
                  {t('roles.removeUser')}
                </Button>
              ),
            },
          ]}
          request={async (params, sort) =>
            toTableData(await listRoleUsers(toListQuery(params, sort, { sortable: ['createTime', 'username'] })))
          }
          search={{ labelWidth: 'auto', filterType: 'light' }}
          options={{ density: false, setting: false, reload: true }}
          pagination={{ defaultPageSize: 10 }}
          toolBarRender={() => [
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setPicking(true)}>
              {t('roles.addUsers')}
            </Button>,
          ]}
        />
      ) : null}
      <UserPickerModal
        open={picking}
        title={t('roles.addUsersTo', { name })}
        onCancel={() => setPicking(false)}
        onPick={async (ids) => {
          const added = role ? await runAction(() => addRoleUsers(role.id, ids), message) : false;
          if (added) {
            setPicking(false);
            reload();
          }
          return added;
        }}
      />
    </Drawer>
  );
}
