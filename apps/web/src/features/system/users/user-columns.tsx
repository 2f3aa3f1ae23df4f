import type { ProColumns } from '@ant-design/pro-components';
import type { SysRole, SysUser } from '@csp/contract/core';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { createTimeColumn } from '../../../components/crud/columns';
import { bilingual } from '../../../lib/bilingual-text';
import type { Language } from '../../../lib/language';
import { areaLabel } from './user-form';

/** Columns the server sorts users by. */
export const USER_SORTABLE = ['createTime', 'username', 'realname', 'email', 'status'] as const;

interface Options {
  t: TFunction<'system'>;
  lang: Language;
  roles: readonly SysRole[];
  countries: { value: string; label: string }[];
  names: { country: (id: string) => string | undefined; city: (id: string) => string | undefined };
}

/** The users list: searchable fields (username, name, mailbox, role, economy, status, approval) and columns. */
export function userColumns({ t, lang, roles, countries, names }: Options): ProColumns<SysUser>[] {
  return [
    { title: t('users.username'), dataIndex: 'username', sorter: true },
    { title: t('users.realname'), dataIndex: 'realname', sorter: true },
    { title: t('users.email'), dataIndex: 'email', sorter: true, ellipsis: true },
    {
      title: t('users.role'),
      dataIndex: 'roleId',
      hideInTable: true,
      valueType: 'select',
      fieldProps: {
        showSearch: true,
        optionFilterProp: 'label',
        options: roles.map((r) => ({ value: r.id, label: bilingual(r.roleName, r.roleNameEn, lang) })),
      },
    },
    {
      title: t('users.roles'),
      dataIndex: 'roles',
      search: false,
      render: (_, user) =>
        user.roles.map((r) => (
          <Tag key={r.id} color={r.roleCode === 'admin' ? 'gold' : 'blue'}>
            {bilingual(r.roleName, r.roleNameEn, lang)}
          </Tag>
        )),
    },
    {
      title: t('users.country'),
      dataIndex: 'countryId',
      hideInTable: true,
      valueType: 'select',
      fieldProps: { showSearch: true, optionFilterProp: 'label', options: countries },
    },
    {
      title: t('users.area'),
      dataIndex: 'area',
      search: false,
      render: (_, user) => areaLabel(user, names.country, names.city) || '—',
    },
    {
      title: t('users.status'),
      dataIndex: 'status',
      sorter: true,
      valueType: 'select',
      valueEnum: {
        1: { text: t('users.statusNormal'), status: 'Success' },
        2: { text: t('users.statusFrozen'), status: 'Error' },
      },
    },
    {
      title: t('users.approval'),
      dataIndex: 'approval',
      valueType: 'select',
      valueEnum: {
        pending: { text: t('users.approvalPending'), status: 'Warning' },
        approved: { text: t('users.approvalApproved'), status: 'Success' },
      },
    },
    createTimeColumn(t('common.createTime'), { newestFirst: true }),
  ];
}
