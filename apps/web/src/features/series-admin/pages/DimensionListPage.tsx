import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { type ComputeType, type DimensionRowView, permissions as p } from '@csp/contract/core';
import { Button, Tag, Typography } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { listSettings } from '../../../components/crud/server-list';
import { useAccess } from '../../auth/access/useAccess';
import { fetchPage } from '../../system/shared/api';
import { toListQuery, toTableData } from '../../system/shared/list-query';
import { RowActions } from '../../system/shared/RowActions';
import { SystemScreen } from '../../system/shared/SystemScreen';
import { useConfirmAction } from '../../system/shared/use-confirm';
import { bilingual, useLang } from '../../system/shared/use-lang';
import { useSeriesTree } from '../api';
import { type DimensionDialog, DimensionFormModal } from '../components/DimensionFormModal';
import { DimensionInfoModal } from '../components/DimensionInfoModal';
import { InitialDataModal } from '../components/InitialDataModal';
import { useFreshDialog } from '../hooks/useFreshDialog';
import { deleteAction } from '../row-actions';
import styles from '../series-admin.module.css';
import { seriesOptions } from '../series-form';

const typeColours: Record<ComputeType, string> = {
  stored: 'default',
  formula: 'purple',
  chain_index: 'gold',
  yoy: 'cyan',
};

/** A short reading of a type's parameters (base year, rebased references, yoy source, coefficient). */
function parameterText(d: DimensionRowView): string {
  const parts: string[] = [];
  if (d.parameters.baseYear !== undefined) parts.push(`base ${d.parameters.baseYear}`);
  if (d.parameters.rebase?.length) parts.push(`rebase ${d.parameters.rebase.join(', ')}`);
  if (d.parameters.source) parts.push(`source ${d.parameters.source}`);
  if (d.computeType === 'formula' && d.coefficient !== 1) parts.push(`× ${d.coefficient}`);
  return parts.join(' · ');
}

/**
 * Statistical types (dimensions) of every series (SPEC §2 "dimension", "dimension info"), paged, sorted and filtered
 * on the server; `?seriesId=` (from the series list) opens one series' types. Add and edit with formula, parameters,
 * coefficient and compute type; the computing part on its own; initial data export and import; delete.
 */
export default function DimensionListPage() {
  const { t } = useTranslation('seriesAdmin');
  const lang = useLang();
  const { can } = useAccess();
  const [search] = useSearchParams();
  const chosenSeries = search.get('seriesId') ?? undefined;
  const tree = useSeriesTree();
  const table = useRef<ActionType>(null);
  const [filterSeries, setFilterSeries] = useState<string | undefined>(chosenSeries);
  const { setDialog, formKey, dialogProps } = useFreshDialog<DimensionDialog>();
  const [infoId, setInfoId] = useState<string | null>(null);
  const [initial, setInitial] = useState<DimensionRowView | null>(null);
  const reload = useCallback(() => table.current?.reload(), []);
  const confirm = useConfirmAction(reload);
  const nameColumn = lang === 'zh' ? 'nameZh' : 'nameEn';

  const columns: ProColumns<DimensionRowView>[] = [
    {
      title: t('dimension.series'),
      dataIndex: 'seriesId',
      hideInTable: true,
      valueType: 'select',
      initialValue: chosenSeries,
      fieldProps: { showSearch: true, optionFilterProp: 'label', options: seriesOptions(tree.data ?? [], lang) },
    },
    { title: t('dimension.keyword'), dataIndex: 'q', hideInTable: true },
    {
      title: t('dimension.series'),
      dataIndex: 'seriesNumber',
      sorter: true,
      search: false,
      render: (_, d) => `${d.seriesNumber} ${d.seriesName}`,
    },
    { title: t('dimension.code'), dataIndex: 'code', sorter: true, search: false, width: 110, className: styles.mono },
    {
      title: t('dimension.name'),
      dataIndex: nameColumn,
      sorter: true,
      search: false,
      render: (_, d) => bilingual(d.nameZh, d.nameEn, lang),
    },
    {
      title: t('dimension.computeType'),
      dataIndex: 'computeType',
      sorter: true,
      valueType: 'select',
      valueEnum: Object.fromEntries(
        (['stored', 'formula', 'chain_index', 'yoy'] as const).map((c) => [c, { text: t(`computeType.${c}`) }]),
      ),
      render: (_, d) => <Tag color={typeColours[d.computeType]}>{t(`computeType.${d.computeType}`)}</Tag>,
    },
    {
      title: t('dimension.formula'),
      dataIndex: 'formula',
      search: false,
      render: (_, d) => (d.formula ? <Typography.Text code>{d.formula}</Typography.Text> : '–'),
    },
    { title: t('dimension.parameters'), key: 'parameters', search: false, render: (_, d) => parameterText(d) || '–' },
    { title: t('dimension.sort'), dataIndex: 'sort', sorter: true, search: false, width: 80 },
    {
      title: t('form.actions'),
      valueType: 'option',
      width: 200,
      render: (_, d) => (
        <RowActions
          name={`${d.seriesNumber}/${d.code}`}
          inline={2}
          actions={[
            {
              key: 'edit',
              label: t('form.edit'),
              hidden: !can(p.dimensionEdit),
              onClick: () => setDialog({ mode: 'edit', dimension: d }),
            },
            {
              key: 'info',
              label: t('dimension.information'),
              hidden: !can(p.dimensionEdit) || d.computeType === 'stored',
              onClick: () => setInfoId(d.id),
            },
            {
              key: 'initial',
              label: t('dimension.initialData'),
              hidden: !can(p.initialDataExport) && !can(p.initialDataImport),
              onClick: () => setInitial(d),
            },
            deleteAction(confirm, {
              label: t('form.delete'),
              hidden: !can(p.dimensionDelete),
              path: '/dimension/delete',
              id: d.id,
              question: { title: t('dimension.confirmDelete', { name: `${d.seriesNumber}/${d.code}` }) },
            }),
          ]}
        />
      ),
    },
  ];

  return (
    <SystemScreen fallbackTitle={t('dimension.title')}>
      <ProTable<DimensionRowView>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={async (params, sort) => {
          setFilterSeries(typeof params.seriesId === 'string' ? params.seriesId : undefined);
          return toTableData(
            await fetchPage<DimensionRowView>(
              '/dimension/list',
              toListQuery(params, sort, {
                sortable: ['seriesNumber', 'code', 'nameEn', 'nameZh', 'computeType', 'sort'],
                rename: { q: 'keyword' },
              }),
            ),
          );
        }}
        {...listSettings(20)}
        toolBarRender={() => [
          can(p.dimensionAdd) ? (
            <Button
              key="add"
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ mode: 'add', seriesId: filterSeries })}
            >
              {t('dimension.add')}
            </Button>
          ) : null,
        ]}
      />
      <DimensionFormModal key={formKey} {...dialogProps(reload)} />
      <DimensionInfoModal
        dimensionId={infoId}
        onClose={() => setInfoId(null)}
        onSaved={() => {
          setInfoId(null);
          reload();
        }}
      />
      <InitialDataModal dimension={initial} onClose={() => setInitial(null)} />
    </SystemScreen>
  );
}
