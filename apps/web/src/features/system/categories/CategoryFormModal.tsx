import type { SysCategory } from '@csp/contract/core';
import { Form, InputNumber, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityFormModal } from '../../../components/crud/EntityFormModal';
import type { Done } from '../../../lib/api-calls';
import { bilingual } from '../../../lib/bilingual-text';
import { useLang } from '../../../lib/useLang';
import { BilingualNameFields } from '../shared/BilingualNameFields';
import { toTreeOptions, withoutBranch } from '../shared/tree';
import { UniqueCodeField } from '../shared/UniqueColumnField';
import type { CategoryBody } from './api';

export interface CategoryValues {
  pid?: string;
  code?: string;
  name?: string;
  nameEn?: string;
  sort?: number;
}

/** Adds or edits a category; a category cannot move under its own branch. */
export function CategoryFormModal({
  editing,
  tree,
  save,
  onClose,
}: {
  editing: { row?: SysCategory; values: CategoryValues } | null;
  tree: readonly SysCategory[];
  /** The list's save mutation (an id: edit). */
  save: (body: CategoryBody, id?: string) => Promise<Done<unknown>>;
  onClose: () => void;
}) {
  const { t } = useTranslation('system');
  const lang = useLang();
  const row = editing?.row;
  const parents = toTreeOptions(
    row ? withoutBranch(tree, row.id, (n) => n.id) : tree,
    (n) => n.id,
    (n) => bilingual(n.name, n.nameEn, lang),
  );
  return (
    <EntityFormModal<CategoryValues>
      title={row ? t('categories.edit') : t('categories.add')}
      open={editing !== null}
      initialValues={editing?.values}
      save={(values) => {
        const body = { ...values, pid: values.pid ?? null, nameEn: values.nameEn?.trim() || undefined };
        return save(body, row?.id);
      }}
      onClose={onClose}
      onSaved={onClose}
    >
      <Form.Item name="pid" label={t('categories.parent')}>
        <TreeSelect allowClear treeDefaultExpandAll treeData={parents} placeholder={t('categories.noParent')} />
      </Form.Item>
      <BilingualNameFields
        names={['name', 'nameEn']}
        labels={[t('categories.nameZh'), t('categories.nameEn')]}
        maxLengths={[100, 100]}
      />
      <UniqueCodeField name="code" label={t('categories.code')} column="sys_category.code" id={row?.id} />
      <Form.Item name="sort" label={t('categories.sort')}>
        <InputNumber min={0} max={100000} precision={0} />
      </Form.Item>
    </EntityFormModal>
  );
}
