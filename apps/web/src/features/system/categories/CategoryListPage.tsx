import { PlusOutlined } from '@ant-design/icons';
import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { permissions as p, type SysCategory } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/crud/RowActions';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { useCrudMutations } from '../../../components/crud/useCrudMutations';
import { Screen } from '../../../components/Screen';
import { bilingual } from '../../../lib/bilingual-text';
import { useLang } from '../../../lib/useLang';
import { useAccess } from '../../auth/access/useAccess';
import styles from '../shared/system.module.css';
import { categoryTree, categoryTreeKey, categoryWrites } from './api';
import { CategoryFormModal, type CategoryValues } from './CategoryFormModal';

/** Categories (JeecgBoot sys_category): a tree of coded names, added at any level. */
export default function CategoryListPage() {
  const { t } = useTranslation('system');
  const lang = useLang();
  const { can } = useAccess();
  const list = useQuery({ queryKey: categoryTreeKey, queryFn: categoryTree });
  const [editing, setEditing] = useState<{ row?: SysCategory; values: CategoryValues } | null>(null);
  const { save, remove } = useCrudMutations(categoryWrites);
  const confirm = useConfirmAction(() => undefined);

  const columns: ProColumns<SysCategory>[] = [
    { title: t('categories.name'), dataIndex: 'name', render: (_, c) => bilingual(c.name, c.nameEn, lang) },
    { title: t('categories.code'), dataIndex: 'code', render: (_, r) => <span className={styles.mono}>{r.code}</span> },
    { title: t('categories.sort'), dataIndex: 'sort', width: 100 },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 220,
      render: (_, row) => (
        <RowActions
          name={row.code}
          inline={2}
          actions={[
            {
              key: 'edit',
              label: t('common.edit'),
              hidden: !can(p.categoryEdit),
              onClick: () =>
                setEditing({
                  row,
                  values: {
                    pid: row.pid ?? undefined,
                    code: row.code,
                    name: row.name,
                    nameEn: row.nameEn,
                    sort: row.sort,
                  },
                }),
            },
            {
              key: 'child',
              label: t('categories.addChild'),
              hidden: !can(p.categoryAdd),
              onClick: () => setEditing({ values: { pid: row.id, sort: 0 } }),
            },
            {
              key: 'delete',
              label: t('common.delete'),
              danger: true,
              hidden: !can(p.categoryDelete),
              onClick: () =>
                confirm({
                  title: t('common.confirmDelete', { name: bilingual(row.name, row.nameEn, lang) }),
                  content: row.hasChild ? t('categories.deleteBranch') : undefined,
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
    <Screen fallbackTitle={t('categories.title')}>
      <ProTable<SysCategory>
        rowKey="id"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        search={false}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        options={{ density: false, setting: true, reload: () => void list.refetch() }}
        toolBarRender={() => [
          can(p.categoryAdd) ? (
            <Button
              key="add"
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ values: { sort: 0 } })}
            >
              {t('categories.add')}
            </Button>
          ) : null,
        ]}
      />
      <CategoryFormModal
        editing={editing}
        tree={list.data ?? []}
        save={(body, id) => save.mutateAsync({ body, id })}
        onClose={() => setEditing(null)}
      />
    </Screen>
  );
}
