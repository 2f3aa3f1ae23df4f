import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { type ActionType, ProTable } from '@ant-design/pro-components';
import { permissions as p, type SysUser } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toListQuery, toTableData } from '../../../components/crud/list-query';
import { RowActions } from '../../../components/crud/RowActions';
import { Screen } from '../../../components/Screen';
import { useLang } from '../../../lib/useLang';
import { useAccess } from '../../auth/access/useAccess';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { saveFile } from '../../charts/export-image';
import { useCountries } from '../../geo/api';
import { localizedName, sortByLocalizedName } from '../../geo/names';
import { allRolesKey } from '../roles/api';
import { useAreaNames } from '../shared/useAreaNames';
import { allRoles, exportUsers, listUsers } from './api';
import { PasswordModal } from './PasswordModal';
import { UserBatchActions } from './UserBatchActions';
import { UserFormModal } from './UserFormModal';
import { UserImportModal } from './UserImportModal';
import { USER_SORTABLE, userColumns } from './user-columns';
import { useUserActions } from './useUserActions';

/** Users (SPEC §2 system admin, §6): list, search, add, edit, approve, freeze, passwords, delete. */
export default function UserListPage() {
  const { t } = useTranslation('system');
  const lang = useLang();
  const { can } = useAccess();
  const me = useCurrentUser()?.username;
  const table = useRef<ActionType>(null);
  const [editing, setEditing] = useState<SysUser | null | undefined>(undefined);
  const [passwordOf, setPasswordOf] = useState<SysUser | null>(null);
  const [selected, setSelected] = useState<SysUser[]>([]);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  // the list's last query (filters and order), for the export
  const lastQuery = useRef<ReturnType<typeof toListQuery>>({});
  const { message } = App.useApp();
  const roles = useQuery({ queryKey: allRolesKey, queryFn: allRoles });
  const countries = useCountries();
  const names = useAreaNames();
  const reload = useCallback(() => {
    table.current?.clearSelected?.();
    table.current?.reload();
  }, []);
  const act = useUserActions(reload);
  const batch = can(p.userApprove) || can(p.userFreeze) || can(p.userDelete);

  const columns = useMemo(() => {
    const countryOptions = sortByLocalizedName(countries.data ?? [], lang).map((c) => ({
      value: c.id,
      label: localizedName(c, lang),
    }));
    return [
      ...userColumns({ t, lang, roles: roles.data ?? [], countries: countryOptions, names }),
      {
        title: t('common.actions'),
        valueType: 'option' as const,
        fixed: 'right' as const,
        width: 150,
        render: (_: unknown, user: SysUser) => (
          <RowActions
            name={user.username}
            actions={[
              { key: 'edit', label: t('common.edit'), hidden: !can(p.userEdit), onClick: () => setEditing(user) },
              {
                key: 'approve',
                label: t('users.approve'),
                hidden: !can(p.userApprove) || user.approval !== 'pending',
                onClick: () => act.approve([user]),
              },
              {
                key: 'freeze',
                label: user.status === 2 ? t('users.unfreeze') : t('users.freeze'),
                hidden: !can(p.userFreeze) || user.builtIn || user.username === me,
                onClick: () => (user.status === 2 ? act.unfreeze([user]) : act.freeze([user])),
              },
              {
                key: 'password',
                label: t('users.setPassword'),
                hidden: !can(p.userChangePassword),
                onClick: () => setPasswordOf(user),
              },
              {
                key: 'reset',
                label: t('users.resetPassword'),
                hidden: !can(p.userResetPassword) || !user.email,
                onClick: () => act.reset(user),
              },
              {
                key: 'unlock',
                label: t('users.unlock'),
                hidden: !can(p.userUnlock),
                onClick: () => act.unlock(user),
              },
              {
                key: 'delete',
                label: t('common.delete'),
                danger: true,
                hidden: !can(p.userDelete) || user.builtIn || user.username === me,
                onClick: () => act.remove([user]),
              },
            ]}
          />
        ),
      },
    ];
  }, [t, lang, roles.data, countries.data, names, can, act, me]);

  return (
    <Screen fallbackTitle={t('users.title')}>
      <ProTable<SysUser>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={async (params, sort) => {
          lastQuery.current = toListQuery(params, sort, { sortable: USER_SORTABLE });
          return toTableData(await listUsers(lastQuery.current));
        }}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, reload: true, setting: true }}
        scroll={{ x: 'max-content' }}
        rowSelection={batch ? { onChange: (_, rows) => setSelected(rows) } : false}
        tableAlertOptionRender={() => (
          <UserBatchActions selected={selected} actions={act} onClear={() => table.current?.clearSelected?.()} />
        )}
        toolBarRender={() => [
          can(p.userImport) ? (
            <Button key="import" icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
              {t('users.import')}
            </Button>
          ) : null,
          can(p.userExport) ? (
            <Button
              key="export"
              icon={<DownloadOutlined aria-hidden />}
              loading={exporting}
              onClick={() => {
                setExporting(true);
                exportUsers(lastQuery.current)
                  .then((file) => saveFile(file, 'users.xlsx'))
                  .catch(() => message.warning(t('users.exportFailed')))
                  .finally(() => setExporting(false));
              }}
            >
              {t('users.export')}
            </Button>
          ) : null,
          can(p.userAdd) ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('users.add')}
            </Button>
          ) : null,
        ]}
      />
      <UserFormModal
        user={editing ?? null}
        roles={roles.data ?? []}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      />
      <PasswordModal user={passwordOf} onClose={() => setPasswordOf(null)} />
      <UserImportModal open={importing} onClose={() => setImporting(false)} onImported={reload} />
    </Screen>
  );
}
