import { permissions as p } from '@csp/contract/core';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { createTimeColumn } from '../../../components/crud/columns';
import { bilingual } from '../../../lib/bilingual-text';
import { useLang } from '../../../lib/useLang';
import { BilingualNameFields } from '../shared/BilingualNameFields';
import { UniqueCodeField } from '../shared/UniqueColumnField';
import { type Dict, type DictBody, dictEndpoints } from './api';
import { DictItemsDrawer } from './DictItemsDrawer';
import { RefreshCacheButton } from './RefreshCacheButton';

/** Dictionaries (SPEC §3 "Dictionary option", §7): codes, names, their items, and the cache refresh. */
export default function DictListPage() {
  const { t } = useTranslation('system');
  const lang = useLang();
  const [itemsOf, setItemsOf] = useState<Dict | null>(null);

  return (
    <CrudListPage<Dict, DictBody>
      title={t('dicts.title')}
      endpoints={dictEndpoints}
      sortable={['createTime', 'dictCode', 'dictName']}
      columns={[
        {
          title: t('dicts.name'),
          dataIndex: 'dictName',
          sorter: true,
          render: (_, d) => bilingual(d.dictName, d.dictNameEn, lang),
        },
        { title: t('dicts.code'), dataIndex: 'dictCode', sorter: true },
        { title: t('dicts.description'), dataIndex: 'description', search: false, ellipsis: true },
        createTimeColumn(t('common.createTime')),
      ]}
      rowName={(dict) => dict.dictCode}
      permissions={{ add: p.dictAdd, edit: p.dictEdit, delete: p.dictDelete }}
      labels={{ add: t('dicts.add'), edit: t('dicts.edit') }}
      confirmDelete={(dict) => ({
        title: t('common.confirmDelete', { name: dict.dictCode }),
        content: t('dicts.deleteHint'),
      })}
      rowActions={(dict) => [{ key: 'items', label: t('dicts.items'), onClick: () => setItemsOf(dict) }]}
      extraAfterEdit
      actionsWidth={200}
      toolbar={() => [<RefreshCacheButton key="refresh" />]}
      form={{
        fields: (editing) => (
          <>
            <BilingualNameFields
              names={['dictName', 'dictNameEn']}
              labels={[t('dicts.nameZh'), t('dicts.nameEn')]}
              maxLengths={[50, 80]}
            />
            <UniqueCodeField name="dictCode" label={t('dicts.code')} column="sys_dict.dict_code" id={editing?.id} />
            <Form.Item name="description" label={t('dicts.description')}>
              <Input.TextArea maxLength={200} rows={3} showCount />
            </Form.Item>
          </>
        ),
      }}
    >
      <DictItemsDrawer dict={itemsOf} onClose={() => setItemsOf(null)} />
    </CrudListPage>
  );
}
