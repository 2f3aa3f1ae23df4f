import { permissions as p } from '@csp/contract/core';
import { Drawer, Form, Input, InputNumber } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable } from '../../../components/crud/CrudTable';
import { bilingual } from '../../../lib/bilingual-text';
import { useLang } from '../../../lib/useLang';
import { StatusField, statusColumn } from '../shared/StatusField';
import { useRequiredRule } from '../shared/useRequiredRule';
import { type Dict, type DictItem, type DictItemBody, dictItemEndpoints } from './api';

/** The items of a dictionary: value, Chinese and English text, order, enabled; paged on the server. */
export function DictItemsDrawer({ dict, onClose }: { dict: Dict | null; onClose: () => void }) {
  const { t } = useTranslation('system');
  const lang = useLang();
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
      {dict ? <DictItems dictId={dict.id} /> : null}
    </Drawer>
  );
}

function DictItems({ dictId }: { dictId: string }) {
  const { t } = useTranslation('system');
  const endpoints = useMemo(() => dictItemEndpoints(dictId), [dictId]);
  const required = useRequiredRule();
  return (
    <CrudTable<DictItem, DictItemBody>
      endpoints={endpoints}
      sortable={['sortOrder', 'itemValue']}
      columns={[
        { title: t('dicts.itemText'), dataIndex: 'itemText' },
        { title: t('dicts.itemTextEn'), dataIndex: 'itemTextEn', search: false },
        { title: t('dicts.itemValue'), dataIndex: 'itemValue', sorter: true, search: false },
        {
          title: t('dicts.sortOrder'),
          dataIndex: 'sortOrder',
          sorter: true,
          defaultSortOrder: 'ascend',
          search: false,
        },
        statusColumn(t),
      ]}
      rowName={(item) => item.itemText}
      // the items are edited with the dictionary's permissions
      permissions={{ add: p.dictAdd, edit: p.dictEdit, delete: p.dictDelete }}
      labels={{ add: t('dicts.addItem'), edit: t('dicts.editItem') }}
      confirmDelete={(item) => ({ title: t('common.confirmDelete', { name: item.itemText }) })}
      actionsWidth={120}
      table={{
        size: 'small',
        search: { labelWidth: 'auto', filterType: 'light' },
      }}
      form={{
        initialValues: (editing) => editing ?? { status: 1, sortOrder: 0 },
        fields: () => (
          <>
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
            <StatusField />
          </>
        ),
      }}
    />
  );
}
