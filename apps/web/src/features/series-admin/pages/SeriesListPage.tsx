import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { permissions as p, type SeriesRootNode } from '@csp/contract/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import { type Key, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { findMenuTrail } from '../../../app/menu/menu-lookup';
import { useMenu } from '../../../app/menu/useMenu';
import { listSettings } from '../../../components/crud/server-list';
import { useAccess } from '../../auth/access/useAccess';
import { fetchPage } from '../../system/shared/api';
import { toListQuery } from '../../system/shared/list-query';
import { RowActions } from '../../system/shared/RowActions';
import { SystemScreen } from '../../system/shared/SystemScreen';
import { useConfirmAction } from '../../system/shared/use-confirm';
import { bilingual, useLang } from '../../system/shared/use-lang';
import { type Series, seriesAdminKeys } from '../api';
import { PushModal } from '../components/PushModal';
import { type SeriesDialog, SeriesFormModal } from '../components/SeriesFormModal';
import { SeriesImportModal } from '../components/SeriesImportModal';
import { SeriesInfoModal } from '../components/SeriesInfoModal';
import { useFreshDialog } from '../hooks/useFreshDialog';
import { deleteAction } from '../row-actions';

type Row = Series & { children?: Series[]; childCount?: number };

/**
 * The series tree (SPEC §2 "Indicator series"): level-1 groups paged, sorted and filtered on the server, each with
 * its level-2 series; add, edit, description, import, statistical types, information push and delete, each shown
 * only with its button permission. The server's refusals show next to the field or as the message.
 */
export default function SeriesListPage() {
  const { t } = useTranslation('seriesAdmin');
  const lang = useLang();
  const { can } = useAccess();
  const navigate = useNavigate();
  const client = useQueryClient();
  const table = useRef<ActionType>(null);
  const { setDialog, formKey, dialogProps } = useFreshDialog<SeriesDialog>();
  const [infoId, setInfoId] = useState<string | null>(null);
  const [pushing, setPushing] = useState<Series | null>(null);
  const [importing, setImporting] = useState(false);
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const reload = useCallback(() => {
    table.current?.reload();
    void client.invalidateQueries({ queryKey: seriesAdminKeys.tree });
  }, [client]);
  const confirm = useConfirmAction(reload);
  const nameColumn = lang === 'zh' ? 'nameZh' : 'nameEn';
  // The statistical types screen is a menu entry (dimension:list), not a button: it shows when the menu has it.
  const canSeeTypes = findMenuTrail(useMenu(), '/series/dimension').length > 0;

  const columns: ProColumns<Row>[] = [
    {
      title: t('series.keyword'),
      dataIndex: 'q',
      hideInTable: true,
      fieldProps: { placeholder: t('series.keywordPlaceholder') },
    },
    { title: t('series.number'), dataIndex: 'number', sorter: true, search: false, width: 120 },
    {
      title: t('series.name'),
      dataIndex: nameColumn,
      sorter: true,
      search: false,
      render: (_, r) => bilingual(r.nameZh, r.nameEn, lang),
    },
    {
      title: t('series.level'),
      dataIndex: 'level',
      search: false,
      width: 110,
      render: (_, r) =>
        r.level === 1 ? <Tag color="geekblue">{t('series.level1')}</Tag> : <Tag>{t('series.level2')}</Tag>,
    },
    {
      title: t('series.unit'),
      dataIndex: 'unit',
      search: false,
      render: (_, r) => bilingual(r.unitZh, r.unitEn, lang) || '–',
    },
    {
      title: t('series.valueKind'),
      dataIndex: 'valueKind',
      search: false,
      width: 110,
      render: (_, r) =>
        r.level === 2 ? t(`valueKind.${r.valueKind as 'amount'}`, { defaultValue: r.valueKind }) : '–',
    },
    {
      title: t('series.flags'),
      key: 'flags',
      search: false,
      render: (_, r) => (
        <Space size={2} wrap>
          {r.open ? <Tag color="green">{t('series.open')}</Tag> : <Tag>{t('series.closed')}</Tag>}
          {r.display ? null : <Tag>{t('series.hidden')}</Tag>}
          {r.level === 2 && r.yearOnYear ? <Tag color="blue">{t('series.yoyShort')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('form.actions'),
      valueType: 'option',
      width: 200,
      render: (_, row) => (
        <RowActions
          name={row.number}
          inline={2}
          actions={[
            {
              key: 'edit',
              label: t('form.edit'),
              hidden: !can(p.seriesEdit),
              onClick: () => setDialog({ mode: 'edit', series: row }),
            },
            {
              key: 'addChild',
              label: t('series.addChild'),
              hidden: row.level !== 1 || !can(p.seriesAdd),
              onClick: () => setDialog({ mode: 'add', parentId: row.id }),
            },
            {
              key: 'info',
              label: t('series.information'),
              hidden: !can(p.seriesEdit),
              onClick: () => setInfoId(row.id),
            },
            {
              key: 'types',
              label: t('series.types'),
              hidden: row.level !== 2 || !canSeeTypes,
              onClick: () => navigate(`/series/dimension?seriesId=${row.id}`),
            },
            { key: 'push', label: t('series.push'), hidden: !can(p.seriesPush), onClick: () => setPushing(row) },
            deleteAction(confirm, {
              label: t('form.delete'),
              hidden: !can(p.seriesDelete),
              path: '/series/citySerSeries/delete',
              id: row.id,
              question: {
                title: t('series.confirmDelete', { name: bilingual(row.nameZh, row.nameEn, lang) }),
                content: t('series.deleteHint'),
              },
            }),
          ]}
        />
      ),
    },
  ];

  return (
    <SystemScreen fallbackTitle={t('series.title')}>
      <ProTable<Row>
        rowKey="id"
        actionRef={table}
        columns={columns}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded(keys) }}
        request={async (params, sort) => {
          const page = await fetchPage<SeriesRootNode>(
            '/series/citySerSeries/rootList',
            toListQuery(params, sort, { sortable: ['number', 'nameEn', 'nameZh'], rename: { q: 'keyword' } }),
          );
          const rows: Row[] = page.records.map(({ children, ...group }) => ({
            ...group,
            children: children.length > 0 ? children : undefined,
          }));
          setExpanded(rows.filter((r) => r.children).map((r) => r.id));
          return { data: rows, total: page.total, success: true };
        }}
        {...listSettings(10)}
        toolBarRender={() => [
          can(p.seriesAdd) ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add' })}>
              {t('series.addGroup')}
            </Button>
          ) : null,
          can(p.seriesImport) ? (
            <Button key="import" icon={<ImportOutlined />} onClick={() => setImporting(true)}>
              {t('seriesImport.open')}
            </Button>
          ) : null,
        ]}
      />
      <SeriesFormModal key={formKey} {...dialogProps(reload)} />
      <SeriesInfoModal seriesId={infoId} onClose={() => setInfoId(null)} />
      <PushModal key={pushing?.id ?? 'none'} series={pushing} onClose={() => setPushing(null)} />
      <SeriesImportModal open={importing} onClose={() => setImporting(false)} onImported={reload} />
    </SystemScreen>
  );
}
