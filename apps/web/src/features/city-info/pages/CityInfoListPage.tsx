import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { type CityInfoRow, permissions as p } from '@csp/contract';
import { Button, Tag } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../auth/access/useAccess';
import { useAreaCountries } from '../../city-data/api';
import { toListQuery, toTableData } from '../../system/shared/list-query';
import { SystemScreen } from '../../system/shared/SystemScreen';
import { bilingual, useLang } from '../../system/shared/use-lang';
import { listCities } from '../api';
import { CityInfoDrawer } from '../components/CityInfoDrawer';
import { formatCoordinates } from '../document-rules';

/** City information (SPEC §2 "city info"): the cities of the user's area; open one to edit it. */
export default function CityInfoListPage() {
  const { t } = useTranslation('cityInfo');
  const lang = useLang();
  const { can } = useAccess();
  const editable = can(p.cityInfoEdit);
  const table = useRef<ActionType>(null);
  const countries = useAreaCountries('data');
  const [open, setOpen] = useState<CityInfoRow | null>(null);
  const reload = useCallback(() => table.current?.reload(), []);

  const columns: ProColumns<CityInfoRow>[] = [
    {
      title: t('columns.city'),
      dataIndex: lang === 'zh' ? 'name' : 'nameEn',
      key: 'name',
      sorter: true,
      fieldProps: { placeholder: t('columns.namePlaceholder') },
      render: (_, row) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(row)}>
          {bilingual(row.name, row.nameEn, lang)}
        </Button>
      ),
    },
    {
      title: t('columns.economy'),
      dataIndex: 'countryId',
      key: 'country',
      sorter: 'country',
      valueType: 'select',
      fieldProps: {
        showSearch: true,
        optionFilterProp: 'label',
        options: (countries.data ?? []).map((c) => ({ value: c.id, label: bilingual(c.name, c.nameEn, lang) })),
      },
      render: (_, row) => bilingual(row.countryName, row.countryNameEn, lang),
    },
    {
      title: t('columns.coordinates'),
      key: 'coordinates',
      search: false,
      render: (_, row) => formatCoordinates(row.latitude, row.longitude),
    },
    {
      title: t('columns.years'),
      key: 'years',
      search: false,
      render: (_, row) => (row.startYear || row.endYear ? `${row.startYear ?? '…'} – ${row.endYear ?? '…'}` : '—'),
    },
    {
      title: t('columns.introduction'),
      dataIndex: 'hasDescribe',
      search: false,
      render: (_, row) =>
        row.hasDescribe ? <Tag color="green">{t('columns.written')}</Tag> : <Tag>{t('columns.missing')}</Tag>,
    },
    { title: t('columns.documents'), dataIndex: 'documents', key: 'documents', search: false, sorter: true },
    {
      title: t('columns.updateTime'),
      dataIndex: 'updateTime',
      key: 'updateTime',
      valueType: 'dateTime',
      search: false,
      sorter: true,
    },
    {
      title: t('columns.actions'),
      valueType: 'option',
      width: 120,
      render: (_, row) => (
        <Button type="link" onClick={() => setOpen(row)} data-testid={`city-open-${row.id}`}>
          {editable ? t('actions.edit') : t('actions.view')}
        </Button>
      ),
    },
  ];

  return (
    <SystemScreen fallbackTitle={t('title')}>
      <ProTable<CityInfoRow>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={async (params, sort) => {
          const { nameEn, name, ...rest } = params as Record<string, unknown>;
          const query = toListQuery({ ...rest, name: nameEn ?? name }, sort, {
            sortable: ['name', 'nameEn', 'country', 'documents', 'updateTime'],
          });
          return toTableData(await listCities(query));
        }}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, reload: true, setting: true }}
      />
      <CityInfoDrawer city={open} editable={editable} onClose={() => setOpen(null)} onChanged={reload} />
    </SystemScreen>
  );
}
