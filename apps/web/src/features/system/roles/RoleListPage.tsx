import { permissions as p, type SysRole } from '@csp/contract/core';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { createTimeColumn } from '../../../components/crud/columns';
import { bilingual, pickLanguage } from '../../../lib/bilingual-text';
import { useLang } from '../../../lib/useLang';
import { useAccess } from '../../auth/access/useAccess';
import { type RoleBody, roleEndpoints } from './api';
import { RoleFormModal } from './RoleFormModal';
import { RoleGrantsDrawer } from './RoleGrantsDrawer';
import { RoleUsersDrawer } from './RoleUsersDrawer';

/** Roles (SPEC §3, §6): code, names, the permission tree of each role and its users. */
export default function RoleListPage() {
  const { t } = useTranslation('system');
  const lang = useLang();
  const { can } = useAccess();
  const [granting, setGranting] = useState<SysRole | null>(null);
  const [members, setMembers] = useState<SysRole | null>(null);

  return (
    <CrudListPage<SysRole, RoleBody>
      title={t('roles.title')}
      endpoints={roleEndpoints}
      sortable={['createTime', 'roleCode', 'roleName']}
      columns={[
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
        createTimeColumn(t('common.createTime'), { newestFirst: true }),
      ]}
      rowName={(role) => role.roleCode}
      permissions={{ add: p.roleAdd, edit: p.roleEdit, delete: p.roleDelete }}
      labels={{ add: t('roles.add'), edit: t('roles.edit') }}
      confirmDelete={(role) => ({
        title: t('common.confirmDelete', { name: bilingual(role.roleName, role.roleNameEn, lang) }),
      })}
      canDelete={(role) => !role.builtIn}
      rowActions={(role) => [
        { key: 'grants', label: t('roles.authorize'), hidden: !can(p.roleAuthorize), onClick: () => setGranting(role) },
        { key: 'users', label: t('roles.users'), hidden: !can(p.roleUsers), onClick: () => setMembers(role) },
      ]}
      extraAfterEdit
      actionsWidth={220}
      editor={({ editing, save, close }) => (
        <RoleFormModal role={editing ?? null} open={editing !== undefined} save={save} onClose={close} />
      )}
    >
      <RoleGrantsDrawer role={granting} onClose={() => setGranting(null)} />
      <RoleUsersDrawer role={members} onClose={() => setMembers(null)} />
    </CrudListPage>
  );
}
