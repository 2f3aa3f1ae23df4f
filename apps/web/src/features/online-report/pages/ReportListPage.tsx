import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { permissions as p } from '@csp/contract';
import { Button, Tag } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ReportPopupModal } from '../../../components/popup-picker';
import { useAccess } from '../../auth/access/useAccess';
import { fetchPage } from '../../system/shared/api';
import { toListQuery, toTableData } from '../../system/shared/list-query';
import { RowActions } from '../../system/shared/RowActions';
import { SystemScreen } from '../../system/shared/SystemScreen';
import { useConfirmAction } from '../../system/shared/use-confirm';
import { bilingual, useLang } from '../../system/shared/use-lang';
import { type ReportSummary, reportApi } from '../api';
import { ReportEditor } from '../components/ReportEditor';

/**
 * Online reports (JeecgBoot "Online报表配置"): the list of report definitions; the editor (SQL, columns,
 * parameters, test run, popup picker); "View" opens the report screen, "Popup" the report popup itself.
 */
export default function ReportListPage() {
  const { t } = useTranslation(['onlineReport', 'system']);
  const lang = useLang();
  const { can } = useAccess();
  const navigate = useNavigate();
  const table = useRef<ActionType>(null);
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [popup, setPopup] = useState<string | null>(null);
  const reload = useCallback(() => table.current?.reload(), []);
  const confirm = useConfirmAction(reload);

  const columns: ProColumns<ReportSummary>[] = [
    { title: t('reports.code'), dataIndex: 'code', sorter: true },
    {
      title: t('reports.reportName'),
      dataIndex: 'name',
      sorter: true,
      render: (_, r) => bilingual(r.name, r.nameEn, lang),
    },
    {
      title: t('reports.dataSource'),
      dataIndex: 'dataSource',
      search: false,
      render: (_, r) => (r.dataSource === 'default' ? t('reports.defaultSource') : r.dataSource),
    },
    {
      title: t('reports.groupId'),
      dataIndex: 'groupId',
      search: false,
      render: (_, r) => (r.groupId ? <Tag>{r.groupId}</Tag> : ''),
    },
    { title: t('reports.updateTime'), dataIndex: 'updateTime', valueType: 'dateTime', search: false },
    {
      title: t('system:common.createTime'),
      dataIndex: 'createTime',
      valueType: 'dateTime',
      sorter: true,
      search: false,
    },
    {
      title: t('system:common.actions'),
      valueType: 'option',
      width: 200,
      render: (_, row) => (
        <RowActions
          name={row.code}
          inline={2}
          actions={[
            {
              key: 'edit',
              label: t('system:common.edit'),
              hidden: !can(p.onlineReportList),
              onClick: () => setEditing(row.id),
            },
            {
              key: 'view',
              label: t('reports.view'),
              hidden: !can(p.onlineReportData),
              onClick: () => navigate(`/online/cgreport?code=${encodeURIComponent(row.code)}`),
            },
            {
              key: 'popup',
              label: t('reports.tabPopup'),
              hidden: !can(p.onlineReportData),
              onClick: () => setPopup(row.code),
            },
            {
              key: 'delete',
              label: t('system:common.delete'),
              danger: true,
              hidden: !can(p.onlineReportDelete),
              onClick: () =>
                confirm({
                  title: t('system:common.confirmDelete', { name: bilingual(row.name, row.nameEn, lang) }),
                  danger: true,
                  call: () => reportApi.remove(row.id),
                }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <SystemScreen fallbackTitle={t('reports.title')}>
      <ProTable<ReportSummary>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={async (params, sort) =>
          toTableData(
            await fetchPage<ReportSummary>(
              '/online/cgreport/head/list',
              toListQuery(params, sort, { sortable: ['createTime', 'code', 'name'] }),
            ),
          )
        }
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, reload: true, setting: true }}
        toolBarRender={() => [
          can(p.onlineReportAdd) ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('reports.add')}
            </Button>
          ) : null,
        ]}
      />
      <ReportEditor
        reportId={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(id) => {
          setEditing(id);
          reload();
        }}
      />
      <ReportPopupModal
        open={popup !== null}
        code={popup ?? ''}
        multi
        onCancel={() => setPopup(null)}
        onOk={() => setPopup(null)}
      />
    </SystemScreen>
  );
}
