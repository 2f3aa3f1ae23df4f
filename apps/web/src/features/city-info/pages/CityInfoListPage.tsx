import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { type CityDetail, type CityInfoRow, permissions as p } from '@csp/contract/core';
import { App, Button, Popconfirm, Space, Tag } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/save-file';
import { useAccess } from '../../auth/access/useAccess';
import { useAreaCountries } from '../../city-data/api';
import { toListQuery, toTableData } from '../../system/shared/list-query';
import { SystemScreen } from '../../system/shared/SystemScreen';
import { bilingual, useLang } from '../../system/shared/use-lang';
import { cityDetail, cityFile, listCities, setCityRetired } from '../api';
import { CityEditModal } from '../components/CityEditModal';
import { CityImportModal } from '../components/CityImportModal';
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
  const { message } = App.useApp();
  // undefined: closed; null: adding; a city: editing it.
  const [editing, setEditing] = useState<CityDetail | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const edit = (row: CityInfoRow) =>
    cityDetail(row.id)
      .then(setEditing)
      .catch(() => undefined);
  const retire = (row: CityInfoRow) =>
    setCityRetired(row.id, !row.retired)
      .then((done) => {
        message.success(done.message);
        reload();
      })
      .catch((error: unknown) => message.error(error instanceof Error ? error.message : String(error)));
  const exportAll = (format: 'xlsx' | 'csv') => {
    setExporting(true);
    cityFile('exportCities', format)
      .then((blob) => saveFile(blob, `cities.${format}`))
      .catch(() => message.warning(t('manage.downloadFailed')))
      .finally(() => setExporting(false));
  };

  const columns: ProColumns<CityInfoRow>[] = [
    {
      title: t('columns.city'),
      dataIndex: lang === 'zh' ? 'name' : 'nameEn',
      key: 'name',
      sorter: true,
      fieldProps: { placeholder: t('columns.namePlaceholder') },
      render: (_, row) => (
        <Space size={4}>
          <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(row)}>
            {bilingual(row.name, row.nameEn, lang)}
          </Button>
          {row.adminName ? <span>({row.adminName})</span> : null}
          {row.retired ? <Tag color="default">{t('manage.retired')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('manage.kind'),
      dataIndex: 'kindOfArea',
      search: false,
      render: (_, row) => t(`manage.kinds.${row.kindOfArea}`, { defaultValue: row.kindOfArea }),
    },
    {
      title: t('manage.status'),
      dataIndex: 'status',
      hideInTable: true,
      valueType: 'select',
      initialValue: 'all',
      valueEnum: {
        all: { text: t('manage.statusAll') },
        active: { text: t('manage.statusActive') },
        retired: { text: t('manage.statusRetired') },
      },
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
      width: 260,
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" onClick={() => setOpen(row)} data-testid={`city-open-${row.id}`}>
            {editable ? t('actions.edit') : t('actions.view')}
          </Button>
          {can(p.cityEdit) ? (
            <Button type="link" onClick={() => void edit(row)} data-testid={`city-edit-${row.id}`}>
              {t('manage.editCity')}
            </Button>
          ) : null}
          {can(p.cityRetire) ? (
            <Popconfirm
              title={row.retired ? t('manage.restoreConfirm') : t('manage.retireConfirm')}
              onConfirm={() => retire(row)}
            >
              <Button type="link" danger={!row.retired} data-testid={`city-retire-${row.id}`}>
                {row.retired ? t('manage.restore') : t('manage.retire')}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
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
        toolBarRender={() => [
          can(p.cityImport) ? (
            <Button key="import" icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
              {t('manage.import')}
            </Button>
          ) : null,
          can(p.cityExport) ? (
            <Button
              key="export"
              icon={<DownloadOutlined aria-hidden />}
              loading={exporting}
              onClick={() => exportAll('xlsx')}
            >
              {t('manage.export')}
            </Button>
          ) : null,
          can(p.cityAdd) ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('manage.add')}
            </Button>
          ) : null,
        ]}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, reload: true, setting: true }}
      />
      <CityInfoDrawer city={open} editable={editable} onClose={() => setOpen(null)} onChanged={reload} />
      <CityEditModal
        city={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      />
      <CityImportModal open={importing} onClose={() => setImporting(false)} onImported={reload} />
    </SystemScreen>
  );
}
