import type { DepartTreeNode } from '@csp/contract/core';
import { Form, Input, InputNumber, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { bilingual } from '../../../lib/bilingual-text';
import { useLang } from '../../../lib/useLang';
import { codeRule, nameRule } from '../shared/rules';
import { toTreeOptions, withoutBranch } from '../shared/tree';
import { useRequiredRule } from '../shared/useRequiredRule';

/** The fields of a department; a department cannot move under its own branch. */
export function DepartFields({ tree, selfId }: { tree: readonly DepartTreeNode[]; selfId?: string }) {
  const { t } = useTranslation('system');
  const lang = useLang();
  const required = useRequiredRule();
  const parents = toTreeOptions(
    selfId ? withoutBranch(tree, selfId, (n) => n.id) : tree,
    (n) => n.id,
    (n) => bilingual(n.departName, n.departNameEn, lang),
  );
  return (
    <>
      <Form.Item name="departName" label={t('departs.name')} rules={[required(t('departs.name')), nameRule(lang)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="departNameEn" label={t('departs.nameEn')} rules={[nameRule(lang)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="parentId" label={t('departs.parent')}>
        <TreeSelect allowClear treeDefaultExpandAll treeData={parents} placeholder={t('departs.noParent')} />
      </Form.Item>
      <Form.Item
        name="orgCode"
        label={t('departs.orgCode')}
        tooltip={t('departs.orgCodeHint')}
        rules={[codeRule(lang)]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="sort" label={t('departs.sort')}>
        <InputNumber min={0} max={100000} precision={0} />
      </Form.Item>
      <Form.Item name="description" label={t('departs.description')}>
        <Input.TextArea maxLength={200} rows={3} showCount />
      </Form.Item>
    </>
  );
}
