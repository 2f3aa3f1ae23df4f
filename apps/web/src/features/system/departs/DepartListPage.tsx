import { PlusOutlined } from '@ant-design/icons';
import { permissions as p } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Input, Row, Space, Tree } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityFormModal } from '../../../components/crud/EntityFormModal';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { useCrudMutations } from '../../../components/crud/useCrudMutations';
import { Screen } from '../../../components/Screen';
import { bilingual } from '../../../lib/bilingual-text';
import { useLang } from '../../../lib/useLang';
import { useAccess } from '../../auth/access/useAccess';
import { findNode, toTreeOptions } from '../shared/tree';
import { departSearchKey, departTree, departTreeKey, departWrites, searchDeparts } from './api';
import { DepartEditor } from './DepartEditor';
import { DepartFields } from './DepartFields';
import { type DepartFormValues, toDepartBody } from './depart-form';

const idOf = (n: { id: string }) => n.id;

/** Departments (SPEC §3, §7): the tree, a search on the server, add, edit and delete with the branch. */
export default function DepartListPage() {
  const { t } = useTranslation('system');
  const lang = useLang();
  const { can } = useAccess();
  const tree = useQuery({ queryKey: departTreeKey, queryFn: departTree });
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: departSearchKey(keyword),
    queryFn: () => searchDeparts(keyword),
    enabled: keyword !== '',
  });
  const [selected, setSelected] = useState<string | null>(null);
  const [adding, setAdding] = useState<DepartFormValues | null>(null);
  const { save, remove } = useCrudMutations(departWrites);
  const confirm = useConfirmAction(() => setSelected(null));
  const all = tree.data ?? [];
  const shown = keyword ? (found.data ?? []) : all;
  const node = selected ? findNode(all, selected, idOf) : undefined;
  const name = node ? bilingual(node.departName, node.departNameEn, lang) : '';

  return (
    <Screen fallbackTitle={t('departs.title')}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card size="small">
            <Space wrap style={{ marginBottom: 12 }}>
              {can(p.departAdd) ? (
                <>
                  <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding({})}>
                    {t('departs.add')}
                  </Button>
                  <Button disabled={!node} onClick={() => setAdding({ parentId: node?.id })}>
                    {t('departs.addChild')}
                  </Button>
                </>
              ) : null}
              {can(p.departDelete) ? (
                <Button
                  danger
                  disabled={!node}
                  onClick={() =>
                    node &&
                    confirm({
                      title: t('common.confirmDelete', { name }),
                      content: t('departs.deleteBranch'),
                      danger: true,
                      call: () => remove.mutateAsync(node.id),
                    })
                  }
                >
                  {t('common.delete')}
                </Button>
              ) : null}
            </Space>
            <Input.Search
              allowClear
              placeholder={t('departs.search')}
              aria-label={t('departs.search')}
              onSearch={(value) => setKeyword(value.trim())}
              loading={found.isFetching}
              style={{ marginBottom: 12 }}
            />
            {shown.length > 0 ? (
              <Tree
                showLine
                defaultExpandAll
                key={`${keyword}:${all.length}`}
                selectedKeys={selected ? [selected] : []}
                onSelect={(keys) => setSelected(keys[0] === undefined ? null : String(keys[0]))}
                treeData={toTreeOptions(
                  shown,
                  idOf,
                  (n) => `${bilingual(n.departName, n.departNameEn, lang)} (${n.orgCode})`,
                )}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card size="small" title={node ? name : t('departs.details')}>
            {node ? (
              <DepartEditor
                key={node.id}
                node={node}
                tree={all}
                editable={can(p.departEdit)}
                save={(body, id) => save.mutateAsync({ body, id })}
              />
            ) : (
              <Empty description={t('departs.choose')} />
            )}
          </Card>
        </Col>
      </Row>
      <EntityFormModal<DepartFormValues>
        title={adding?.parentId ? t('departs.addChild') : t('departs.add')}
        open={adding !== null}
        initialValues={adding ?? {}}
        save={(values) => save.mutateAsync({ body: toDepartBody(values) })}
        onClose={() => setAdding(null)}
        onSaved={() => setAdding(null)}
      >
        <DepartFields tree={all} />
      </EntityFormModal>
    </Screen>
  );
}
