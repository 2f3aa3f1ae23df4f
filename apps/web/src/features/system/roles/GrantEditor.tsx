import type { PermissionTreeNode } from '@csp/contract/core';
import { Button, Space, Switch, Tag, Tree, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bilingual } from '../../../lib/bilingual-text';
import { useLang } from '../../../lib/useLang';
import styles from '../shared/system.module.css';
import { mapTree, parentKeys, treeKeys } from '../shared/tree';
import { grantChanges, toggleGrant } from './grants';

interface Props {
  tree: PermissionTreeNode[];
  /** Every permission id (select all). */
  allIds: string[];
  initial: string[];
  saving: boolean;
  onSave: (ids: string[]) => void;
  onCancel: () => void;
  /** Opens the data rules of a menu for the role (menus whose query data rules narrow). */
  onDataRules?: (node: PermissionTreeNode) => void;
}

interface Option {
  key: string;
  title: React.ReactNode;
  children?: Option[];
}

/** A role's permission tree (SPEC §6): select all, expand all, parent-child linkage, save. */
export function GrantEditor({ tree, allIds, initial, saving, onSave, onCancel, onDataRules }: Props) {
  const { t } = useTranslation('system');
  const lang = useLang();
  const [granted, setGranted] = useState(initial);
  const [expanded, setExpanded] = useState<string[]>(() => tree.map((node) => node.key));
  const [linked, setLinked] = useState(true);
  const changes = grantChanges(initial, granted);
  const typeLabel = [t('permissions.type0'), t('permissions.type1'), t('permissions.type2')];
  const treeData = useMemo(
    () =>
      mapTree<PermissionTreeNode, Option>(tree, (node, children) => ({
        key: node.key,
        title: (
          <span>
            {bilingual(node.title, node.titleEn, lang)}{' '}
            {node.menuType === 2 ? <Tag bordered={false}>{typeLabel[2]}</Tag> : null}
            {node.dataRules && onDataRules ? (
              <Button
                type="link"
                size="small"
                onClick={(event) => {
                  event.stopPropagation();
                  onDataRules(node);
                }}
              >
                {t('dataRules.short')}
              </Button>
            ) : null}
          </span>
        ),
        children,
      })),
    [tree, lang, typeLabel[2], onDataRules, t],
  );

  return (
    <div>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button size="small" onClick={() => setGranted(allIds)}>
          {t('roles.selectAll')}
        </Button>
        <Button size="small" onClick={() => setGranted([])}>
          {t('roles.selectNone')}
        </Button>
        <Button size="small" onClick={() => setExpanded(parentKeys(tree, (n) => n.key))}>
          {t('roles.expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {t('roles.collapseAll')}
        </Button>
        <Space size={4}>
          <Switch size="small" checked={linked} onChange={setLinked} aria-label={t('roles.linked')} />
          <span>{t('roles.linked')}</span>
        </Space>
      </Space>
      <Typography.Paragraph type="secondary">
        {t('roles.grantCount', { count: granted.length, total: treeKeys(tree, (n) => n.key).length })}
      </Typography.Paragraph>
      <Tree<Option>
        checkable
        checkStrictly
        selectable={false}
        checkedKeys={{ checked: granted, halfChecked: [] }}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys.map(String))}
        onCheck={(_, info) => setGranted(toggleGrant(tree, granted, String(info.node.key), info.checked, linked))}
        treeData={treeData}
      />
      <Space className={styles.stickyFooter}>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="primary" loading={saving} disabled={changes === 0} onClick={() => onSave(granted)}>
          {changes > 0 ? t('roles.saveChanges', { count: changes }) : t('common.save')}
        </Button>
      </Space>
    </div>
  );
}
