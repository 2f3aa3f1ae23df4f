import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { permissions as p } from '@csp/contract/core';
import { Button, Form, Input } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityFormModal } from '../../../components/crud/EntityFormModal';
import { toListQuery, toTableData } from '../../../components/crud/list-query';
import { RowActions } from '../../../components/crud/RowActions';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { Screen } from '../../../components/Screen';
import { checkDuplicate } from '../../../lib/api-calls';
import { bilingual } from '../../../lib/bilingual-text';
import { useLang } from '../../../lib/useLang';
import { useAccess } from '../../auth/access/useAccess';
import { codeRule, UNIQUE_TRIGGER, uniqueRule } from '../shared/rules';
import { addDict, type Dict, type DictBody, deleteDict, editDict, listDicts } from './api';
import { DictItemsDrawer } from './DictItemsDrawer';
import { RefreshCacheButton } from './RefreshCacheButton';

/** Dictionaries (SPEC §3 "Dictionary option", §7): codes, names, their items, and the cache refresh. */
export default function DictListPage() {
  const { t } = useTranslation('system');
  const lang = useLang();
  const { can } = useAccess();
  const table = useRef<ActionType>(null);
  const [editing, setEditing] = useState<Dict | null | undefined>(undefined);
  const [itemsOf, setItemsOf] = useState<Dict | null>(null);
  const reload = useCallback(() => table.current?.reload(), []);
  const confirm = useConfirmAction(reload);
  const required = (field: string) => ({ required: true, message: t('common.required', { field }) });

  const columns: ProColumns<Dict>[] = [
    {
      title: t('dicts.name'),
      dataIndex: 'dictName',
      sorter: true,
      render: (_, d) => bilingual(d.dictName, d.dictNameEn, lang),
    },
    { title: t('dicts.code'), dataIndex: 'dictCode', sorter: true },
    { title: t('dicts.description'), dataIndex: 'description', search: false, ellipsis: true },
    { title: t('common.createTime'), dataIndex: 'createTime', valueType: 'dateTime', sorter: true, search: false },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 200,
      render: (_, dict) => (
        <RowActions
          name={dict.dictCode}
          inline={2}
          actions={[
            { key: 'edit', label: t('common.edit'), hidden: !can(p.dictEdit), onClick: () => setEditing(dict) },
            { key: 'items', label: t('dicts.items'), onClick: () => setItemsOf(dict) },
            {
              key: 'delete',
              label: t('common.delete'),
              danger: true,
              hidden: !can(p.dictDelete),
              onClick: () =>
                confirm({
                  title: t('common.confirmDelete', { name: dict.dictCode }),
                  content: t('dicts.deleteHint'),
                  danger: true,
                  call: () => deleteDict(dict.id),
                }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Screen fallbackTitle={t('dicts.title')}>
      <ProTable<Dict>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={async (params, sort) =>
          toTableData(await listDicts(toListQuery(params, sort, { sortable: ['createTime', 'dictCode', 'dictName'] })))
        }
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, reload: true, setting: true }}
        toolBarRender={() => [
          <RefreshCacheButton key="refresh" />,
          can(p.dictAdd) ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('dicts.add')}
            </Button>
          ) : null,
        ]}
      />
      <EntityFormModal<DictBody>
        title={editing ? t('dicts.edit') : t('dicts.add')}
        open={editing !== undefined}
        initialValues={editing ?? {}}
        save={(body) => (editing ? editDict({ ...body, id: editing.id }) : addDict(body))}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      >
        <Form.Item name="dictName" label={t('dicts.nameZh')} rules={[required(t('dicts.nameZh'))]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="dictNameEn" label={t('dicts.nameEn')}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item
          name="dictCode"
          validateTrigger={UNIQUE_TRIGGER}
          label={t('dicts.code')}
          rules={[
            required(t('dicts.code')),
            codeRule(lang),
            uniqueRule(
              (v) => checkDuplicate('sys_dict', 'dict_code', v, editing?.id),
              () => true,
            ),
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="description" label={t('dicts.description')}>
          <Input.TextArea maxLength={200} rows={3} showCount />
        </Form.Item>
      </EntityFormModal>
      <DictItemsDrawer dict={itemsOf} onClose={() => setItemsOf(null)} />
    </Screen>
  );
}
