import type { DepartTreeNode } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../lib/useLang';
import { fetchDepartTree } from '../../recipients-api';

interface Node {
  value: string;
  title: string;
  children?: Node[];
}

const toNodes = (nodes: DepartTreeNode[], en: boolean): Node[] =>
  nodes.map((node) => ({
    value: node.id,
    title: (en ? node.departNameEn : node.departName) || node.departName || node.title,
    children: node.children?.length ? toNodes(node.children, en) : undefined,
  }));

/** One department of the tree (GET /sys/sysDepart/queryTreeList), named in the user's language. */
export function DepartPicker({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (id: string) => void;
}) {
  const { t } = useTranslation('announcements');
  const en = useLang() === 'en';
  const tree = useQuery({ queryKey: ['announcements', 'pick-departs'], queryFn: fetchDepartTree, staleTime: 300_000 });
  return (
    <TreeSelect
      id={id}
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      value={value}
      onChange={onChange}
      loading={tree.isFetching}
      status={tree.isError ? 'error' : undefined}
      notFoundContent={tree.isError ? t('admin.pickerFailed', { message: tree.error.message }) : undefined}
      treeData={toNodes(tree.data ?? [], en)}
      placeholder={t('admin.departPlaceholder')}
      aria-label={t('fields.departId')}
    />
  );
}
