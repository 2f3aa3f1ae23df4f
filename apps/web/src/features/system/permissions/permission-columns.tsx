import type { ProColumns } from '@ant-design/pro-components';
import type { SysPermission } from '@csp/contract/core';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { menuIcon } from '../../../app/menu/menu-icons';
import { bilingual } from '../../../lib/bilingual-text';
import type { Language } from '../../../lib/language';
import styles from '../shared/system.module.css';

const TYPE_COLORS = ['geekblue', 'blue', 'default'];

/** Columns of the menu tree: name, type, icon, route, component, permission code, order, status. */
export function permissionColumns(t: TFunction<'system'>, lang: Language): ProColumns<SysPermission>[] {
  return [
    {
      title: t('permissions.name'),
      dataIndex: 'name',
      render: (_, row) => bilingual(row.name, row.nameEn, lang),
    },
    {
      title: t('permissions.type'),
      dataIndex: 'menuType',
      width: 110,
      render: (_, row) => (
        <Tag color={TYPE_COLORS[row.menuType]}>
          {t(`permissions.type${row.menuType === 0 ? 0 : row.menuType === 2 ? 2 : 1}`)}
        </Tag>
      ),
    },
    { title: t('permissions.icon'), dataIndex: 'icon', width: 70, render: (_, row) => menuIcon(row.icon) ?? '' },
    {
      title: t('permissions.url'),
      dataIndex: 'url',
      ellipsis: true,
      render: (_, r) => <span className={styles.mono}>{r.url}</span>,
    },
    {
      title: t('permissions.component'),
      dataIndex: 'component',
      ellipsis: true,
      render: (_, r) => <span className={styles.mono}>{r.component}</span>,
    },
    {
      title: t('permissions.perms'),
      dataIndex: 'perms',
      ellipsis: true,
      render: (_, r) => <span className={styles.mono}>{r.perms}</span>,
    },
    { title: t('permissions.sortNo'), dataIndex: 'sortNo', width: 80 },
    {
      title: t('permissions.status'),
      dataIndex: 'status',
      width: 100,
      render: (_, row) =>
        row.status === '0' ? (
          <Tag>{t('permissions.statusInvalid')}</Tag>
        ) : (
          <Tag color="success">{t('permissions.statusValid')}</Tag>
        ),
    },
  ];
}
