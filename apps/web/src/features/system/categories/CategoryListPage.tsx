import type { ProColumns } from '@ant-design/pro-components';
import { permissions as p, type SysCategory } from '@csp/contract/core';
import { useTranslation } from 'react-i18next';
import { TreeCrudTable } from '../../../components/crud/TreeCrudTable';
import { Screen } from '../../../components/Screen';
import { bilingual } from '../../../lib/bilingual-text';
import { useLang } from '../../../lib/useLang';
import styles from '../shared/system.module.css';
import { type CategoryBody, categoryTree, categoryTreeKey, categoryWrites } from './api';
import { CategoryFormModal, type CategoryValues } from './CategoryFormModal';

/** Categories (JeecgBoot sys_category): a tree of coded names, added at any level. */
export default function CategoryListPage() {
  const { t } = useTranslation('system');
  const lang = useLang();

  const columns: ProColumns<SysCategory>[] = [
    { title: t('categories.name'), dataIndex: 'name', render: (_, c) => bilingual(c.name, c.nameEn, lang) },
    { title: t('categories.code'), dataIndex: 'code', render: (_, r) => <span className={styles.mono}>{r.code}</span> },
    { title: t('categories.sort'), dataIndex: 'sort', width: 100 },
  ];

  return (
    <Screen fallbackTitle={t('categories.title')}>
      <TreeCrudTable<SysCategory, CategoryValues, CategoryBody>
        tree={{ queryKey: categoryTreeKey, queryFn: categoryTree }}
        writes={categoryWrites}
        columns={columns}
        rowName={(row) => bilingual(row.name, row.nameEn, lang)}
        permissions={{ add: p.categoryAdd, edit: p.categoryEdit, delete: p.categoryDelete }}
        labels={{
          add: t('categories.add'),
          addChild: t('categories.addChild'),
          deleteBranch: t('categories.deleteBranch'),
        }}
        toValues={(row) => ({
          pid: row.pid ?? undefined,
          code: row.code,
          name: row.name,
          nameEn: row.nameEn,
          sort: row.sort,
        })}
        newValues={(parent) => (parent ? { pid: parent.id, sort: 0 } : { sort: 0 })}
        hasChildren={(row) => Boolean(row.hasChild)}
        table={{ expandable: { defaultExpandAllRows: true } }}
        editor={(props) => <CategoryFormModal {...props} />}
      />
    </Screen>
  );
}
