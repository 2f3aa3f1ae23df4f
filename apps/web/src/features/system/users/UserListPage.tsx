import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { permissions as p, type SysUser } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { saveFile } from '../../../lib/save-file';
import { useLang } from '../../../lib/useLang';
import { useAccess } from '../../auth/access/useAccess';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { useCountries } from '../../geo/api';
import { localizedName, sortByLocalizedName } from '../../geo/names';
import { allRolesKey } from '../roles/api';
import { useAreaNames } from '../shared/useAreaNames';
import { allRoles, exportUsers, userEndpoints } from './api';
import { PasswordModal } from './PasswordModal';
import { UserBatchActions } from './UserBatchActions';
import { UserFormModal } from './UserFormModal';
import { UserImportModal } from './UserImportModal';
import { USER_SORTABLE, userColumns } from './user-columns';
import type { UserEditBody } from './user-form';
import { useUserActions } from './useUserActions';

/** Users (SPEC §2 system admin, §6): list, search, add, edit, approve, freeze, passwords, delete. */
export default function UserListPage() {
  const { t } = useTranslation('system');
  const lang = useLang();
  const { can } = useAccess();
  const me = useCurrentUser()?.username;
  const [editing, setEditing] = useState<SysUser | null | undefined>(undefined);
  const [passwordOf, setPasswordOf] = useState<SysUser | null>(null);
  const [selected, setSelected] = useState<SysUser[]>([]);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { message } = App.useApp();
  const roles = useQuery({ queryKey: allRolesKey, queryFn: allRoles });
  const countries = useCountries();
  const names = useAreaNames();
  const clearSelection = useCallback(() => setSelected([]), []);
  const act = useUserActions(clearSelection);
  const batch = can(p.userApprove) || can(p.userFreeze) || can(p.userDelete);

  const columns = useMemo(() => {
    const countryOptions = sortByLocalizedName(countries.data ?? [], lang).map((c) => ({
      value: c.id,
      label: localizedName(c, lang),
    }));
    return userColumns({ t, lang, roles: roles.data ?? [], countries: countryOptions, names });
  }, [t, lang, roles.data, countries.data, names]);

  return (
    <CrudListPage<SysUser, UserEditBody>
      title={t('users.title')}
      endpoints={userEndpoints}
      columns={columns}
      sortable={USER_SORTABLE}
      rowName={(user) => user.username}
      permissions={{ add: p.userAdd, edit: p.userEdit, delete: p.userDelete }}
      labels={{ add: t('users.add'), edit: t('users.edit') }}
      onEdit={setEditing}
      confirmDelete={(user) => ({ title: t('users.confirmDelete', { count: 1 }), content: user.username })}
      canDelete={(user) => !user.builtIn && user.username !== me}
      extraAfterEdit
      actionsInline={1}
      actionsWidth={150}
      rowActions={(user) => [
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
        { key: 'unlock', label: t('users.unlock'), hidden: !can(p.userUnlock), onClick: () => act.unlock(user) },
      ]}
      table={{
        scroll: { x: 'max-content' },
        rowSelection: batch
          ? { selectedRowKeys: selected.map((u) => u.id), onChange: (_, rows) => setSelected(rows) }
          : false,
        tableAlertOptionRender: () => <UserBatchActions selected={selected} actions={act} onClear={clearSelection} />,
      }}
      toolbar={(query) => [
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
              exportUsers(query)
                .then((file) => saveFile(file, 'users.xlsx'))
                .catch(() => message.warning(t('users.exportFailed')))
                .finally(() => setExporting(false));
            }}
          >
            {t('users.export')}
          </Button>
        ) : null,
      ]}
    >
      <UserFormModal
        user={editing ?? null}
        roles={roles.data ?? []}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      <PasswordModal user={passwordOf} onClose={() => setPasswordOf(null)} />
      <UserImportModal open={importing} onClose={() => setImporting(false)} />
    </CrudListPage>
  );
}
