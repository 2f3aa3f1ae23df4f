import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { permissions as p } from '@csp/contract';
import { Button, Form, Input } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../auth/access/useAccess';
import { checkDuplicate, fetchPage, send } from '../shared/api';
import { EntityFormModal } from '../shared/EntityFormModal';
import { toListQuery, toTableData } from '../shared/list-query';
import { RowActions } from '../shared/RowActions';
import { codeRule, nameRule, UNIQUE_TRIGGER, uniqueRule } from '../shared/rules';
import { SystemScreen } from '../shared/SystemScreen';
import { useConfirmAction } from '../shared/use-confirm';
import { bilingual, useLang } from '../shared/use-lang';

interface Position {
  id: string;
  code: string;
  name: string;
  nameEn: string;
  createTime: string;
}
type Values = Pick<Position, 'code' | 'name' | 'nameEn'>;

/** Positions (JeecgBoot sys_position): code and names, used by users' position field. */
export default function PositionListPage() {
  const { t } = useTranslation('system');
  const lang = useLang();
  const { can } = useAccess();
  const table = useRef<ActionType>(null);
  const [editing, setEditing] = useState<Position | null | undefined>(undefined);
  const reload = useCallback(() => table.current?.reload(), []);
  const confirm = useConfirmAction(reload);
  const required = (field: string) => ({ required: true, message: t('common.required', { field }) });

  const columns: ProColumns<Position>[] = [
    { title: t('positions.code'), dataIndex: 'code', sorter: true, search: false },
    {
      title: t('positions.name'),
      dataIndex: 'name',
      sorter: true,
      render: (_, r) => bilingual(r.name, r.nameEn, lang),
    },
    { title: t('common.createTime'), dataIndex: 'createTime', valueType: 'dateTime', sorter: true, search: false },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 140,
      render: (_, row) => (
        <RowActions
          name={row.code}
          inline={2}
          actions={[
            { key: 'edit', label: t('common.edit'), hidden: !can(p.positionEdit), onClick: () => setEditing(row) },
            {
              key: 'delete',
              label: t('common.delete'),
              danger: true,
              hidden: !can(p.positionDelete),
              onClick: () =>
                confirm({
                  title: t('common.confirmDelete', { name: bilingual(row.name, row.nameEn, lang) }),
                  danger: true,
                  call: () => send('DELETE', '/sys/position/delete', { params: { id: row.id } }),
                }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <SystemScreen fallbackTitle={t('positions.title')}>
      <ProTable<Position>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={async (params, sort) =>
          toTableData(
            await fetchPage<Position>(
              '/sys/position/list',
              toListQuery(params, sort, { sortable: ['createTime', 'code', 'name'] }),
            ),
          )
        }
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, reload: true, setting: true }}
        toolBarRender={() => [
          can(p.positionAdd) ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('positions.add')}
            </Button>
          ) : null,
        ]}
      />
      <EntityFormModal<Values>
        title={editing ? t('positions.edit') : t('positions.add')}
        open={editing !== undefined}
        initialValues={editing ?? {}}
        save={(body) =>
          editing
            ? send('PUT', '/sys/position/edit', { body: { ...body, id: editing.id } })
            : send('POST', '/sys/position/add', { body })
        }
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      >
        <Form.Item
          name="code"
          validateTrigger={UNIQUE_TRIGGER}
          label={t('positions.code')}
          rules={[
            required(t('positions.code')),
            codeRule(lang),
            uniqueRule(
              (v) => checkDuplicate('sys_position', 'code', v, editing?.id),
              () => true,
            ),
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="name" label={t('positions.nameZh')} rules={[required(t('positions.nameZh')), nameRule(lang)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('positions.nameEn')} rules={[nameRule(lang)]}>
          <Input maxLength={50} />
        </Form.Item>
      </EntityFormModal>
    </SystemScreen>
  );
}
