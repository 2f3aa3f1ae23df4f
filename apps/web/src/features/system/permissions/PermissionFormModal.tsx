import type { SysPermission } from '@csp/contract/core';
import { Form, Input, InputNumber, Radio, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityFormModal } from '../../../components/crud/EntityFormModal';
import type { Done } from '../../../lib/api-calls';
import { bilingual } from '../../../lib/bilingual-text';
import { useLang } from '../../../lib/useLang';
import { pruneTree, toTreeOptions, withoutBranch } from '../shared/tree';
import { useRequiredRule } from '../shared/useRequiredRule';
import { type PermissionBody, type PermissionFormValues, toPermissionBody } from './permission-form';
import { RouteFields } from './RouteFields';

interface Props {
  /** The entry edited (with `id`), or the values of a new one. */
  editing: { row?: SysPermission; values: PermissionFormValues } | null;
  tree: readonly SysPermission[];
  /** The screen's save mutation (an id: edit). */
  save: (body: PermissionBody, id?: string) => Promise<Done<unknown>>;
  onClose: () => void;
}

/** Adds or edits a menu (type 0/1, with its route metadata) or a button (type 2, with its `perms` code). */
export function PermissionFormModal({ editing, tree, save, onClose }: Props) {
  const { t } = useTranslation('system');
  const lang = useLang();
  const required = useRequiredRule();
  const row = editing?.row;
  const menus = pruneTree(row ? withoutBranch(tree, row.id, (n) => n.id) : [...tree], (n) => n.menuType !== 2);
  const parents = toTreeOptions(
    menus,
    (n) => n.id,
    (n) => bilingual(n.name, n.nameEn, lang),
  );

  return (
    <EntityFormModal<PermissionFormValues>
      title={row ? t('permissions.edit') : t('permissions.add')}
      open={editing !== null}
      width={720}
      initialValues={editing?.values}
      save={(values) => save(toPermissionBody(values), row?.id)}
      onClose={onClose}
      onSaved={onClose}
    >
      <Form.Item name="menuType" label={t('permissions.type')}>
        <Radio.Group
          optionType="button"
          options={[0, 1, 2].map((type) => ({ value: type, label: t(`permissions.type${type as 0 | 1 | 2}`) }))}
        />
      </Form.Item>
      <Form.Item name="name" label={t('permissions.name')} rules={[required(t('permissions.name')), { max: 50 }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('permissions.nameEn')} rules={[{ max: 80 }]}>
        <Input maxLength={80} />
      </Form.Item>
      <Form.Item noStyle dependencies={['menuType']}>
        {({ getFieldValue }) =>
          getFieldValue('menuType') === 0 ? null : (
            <Form.Item
              name="parentId"
              label={t('permissions.parent')}
              rules={[{ required: true, message: t('common.requiredChoice', { field: t('permissions.parent') }) }]}
            >
              <TreeSelect
                showSearch
                treeNodeFilterProp="title"
                treeData={parents}
                treeDefaultExpandAll={false}
                placeholder={t('permissions.parentPlaceholder')}
              />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item noStyle dependencies={['menuType']}>
        {({ getFieldValue }) => <RouteFields button={getFieldValue('menuType') === 2} />}
      </Form.Item>
      <Form.Item name="sortNo" label={t('permissions.sortNo')}>
        <InputNumber min={0} max={100000} precision={0} />
      </Form.Item>
      <Form.Item name="status" label={t('permissions.status')} tooltip={t('permissions.statusHint')}>
        <Radio.Group
          options={[
            { value: '1', label: t('permissions.statusValid') },
            { value: '0', label: t('permissions.statusInvalid') },
          ]}
        />
      </Form.Item>
    </EntityFormModal>
  );
}
