import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { permissions as p } from '@csp/contract/core';
import { Button, Drawer, Form, Input, InputNumber, Radio } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityFormModal } from '../../../components/crud/EntityFormModal';
import { toListQuery, toTableData } from '../../../components/crud/list-query';
import { RowActions } from '../../../components/crud/RowActions';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { bilingual } from '../../../lib/bilingual-text';
import { useLang } from '../../../lib/useLang';
import { useAccess } from '../../auth/access/useAccess';
import {
  addDictItem,
  type Dict,
  type DictItem,
  type DictItemBody,
  deleteDictItem,
  editDictItem,
  listDictItems,
} from './api';

/** The items of a dictionary: value, Chinese and English text, order, enabled; paged on the server. */
export function DictItemsDrawer({ dict, onClose }: { dict: Dict | null; onClose: () => void }) {
  const { t } = useTranslation('system');
  const lang = useLang();
  const { can } = useAccess();
  const table = useRef<ActionType>(null);
  const [editing, setEditing] = useState<DictItem | null | undefined>(undefined);
  const reload = useCallback(() => table.current?.reload(), []);
  const confirm = useConfirmAction(reload);
  const required = (field: string) => ({ required: true, message: t('common.required', { field }) });

  const columns: ProColumns<DictItem>[] = [
    { title: t('dicts.itemText'), dataIndex: 'itemText' },
    { title: t('dicts.itemTextEn'), dataIndex: 'itemTextEn', search: false },
    { title: t('dicts.itemValue'), dataIndex: 'itemValue', sorter: true, search: false },
    { title: t('dicts.sortOrder'), dataIndex: 'sortOrder', sorter: true, defaultSortOrder: 'ascend', search: false },
    {
      title: t('common.status'),
      dataIndex: 'status',
      search: false,
      valueEnum: {
        1: { text: t('common.enabled'), status: 'Success' },
        0: { text: t('common.disabled'), status: 'Default' },
      },
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      render: (_, item) => (
        <RowActions
          name={item.itemText}
          inline={2}
          actions={[
            { key: 'edit', label: t('common.edit'), hidden: !can(p.dictEdit), onClick: () => setEditing(item) },
            {
              key: 'delete',
              label: t('common.delete'),
              danger: true,
              hidden: !can(p.dictDelete),
              onClick: () =>
                confirm({
                  title: t('common.confirmDelete', { name: item.itemText }),
                  danger: true,
                  call: () => deleteDictItem(item.id),
                }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Drawer
      title={
        dict
          ? t('dicts.itemsTitle', { name: bilingual(dict.dictName, dict.dictNameEn, lang), code: dict.dictCode })
          : ''
      }
      open={dict !== null}
      onClose={onClose}
      width={760}
      destroyOnHidden
    >
      {dict ? (
        <ProTable<DictItem>
          rowKey="id"
          size="small"
          actionRef={table}
          params={{ dictId: dict.id }}
          columns={columns}
          request={async (params, sort) =>
            toTableData(await listDictItems(toListQuery(params, sort, { sortable: ['sortOrder', 'itemValue'] })))
          }
          search={{ labelWidth: 'auto', filterType: 'light' }}
          pagination={{ defaultPageSize: 10 }}
          options={{ density: false, setting: false, reload: true }}
          toolBarRender={() => [
            can(p.dictAdd) ? (
              <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
                {t('dicts.addItem')}
              </Button>
            ) : null,
          ]}
        />
      ) : null}
      <EntityFormModal<DictItemBody>
        title={editing ? t('dicts.editItem') : t('dicts.addItem')}
        open={editing !== undefined}
        initialValues={editing ?? { status: 1, sortOrder: 0 }}
        save={(body) =>
          editing ? editDictItem({ ...body, id: editing.id }) : addDictItem({ ...body, dictId: dict?.id ?? '' })
        }
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      >
        <Form.Item name="itemText" label={t('dicts.itemText')} rules={[required(t('dicts.itemText'))]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="itemTextEn" label={t('dicts.itemTextEn')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="itemValue" label={t('dicts.itemValue')} rules={[required(t('dicts.itemValue'))]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="sortOrder" label={t('dicts.sortOrder')}>
          <InputNumber min={0} max={100000} precision={0} />
        </Form.Item>
        <Form.Item name="status" label={t('common.status')}>
          <Radio.Group
            options={[
              { value: 1, label: t('common.enabled') },
              { value: 0, label: t('common.disabled') },
            ]}
          />
        </Form.Item>
      </EntityFormModal>
    </Drawer>
  );
}
