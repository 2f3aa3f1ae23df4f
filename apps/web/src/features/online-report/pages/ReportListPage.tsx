import { permissions as p, type ReportSummary } from '@csp/contract/core';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { createTimeColumn } from '../../../components/crud/columns';
import { ReportPopupModal } from '../../../components/popup-picker';
import { bilingual } from '../../../lib/bilingual-text';
import { useLang } from '../../../lib/useLang';
import { useAccess } from '../../auth/access/useAccess';
import { reportEndpoints } from '../api';
import { ReportEditor } from '../components/ReportEditor';

/**
 * Online reports (JeecgBoot "Online报表配置"): the list of report definitions; the editor (SQL, columns,
 * parameters, test run, popup picker); "View" opens the report screen, "Popup" the report popup itself.
 */
export default function ReportListPage() {
  const { t } = useTranslation(['onlineReport', 'system']);
  const lang = useLang();
  const navigate = useNavigate();
  const { can } = useAccess();
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [popup, setPopup] = useState<string | null>(null);
  return (
    <CrudListPage<ReportSummary, Record<string, unknown>>
      title={t('reports.title')}
      endpoints={reportEndpoints}
      sortable={['createTime', 'code', 'name']}
      columns={[
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
        createTimeColumn(t('system:common.createTime')),
      ]}
      rowName={(row) => row.code}
      permissions={{ add: p.onlineReportAdd, edit: p.onlineReportList, delete: p.onlineReportDelete }}
      labels={{ add: t('reports.add'), edit: t('system:common.edit') }}
      confirmDelete={(row) => ({
        title: t('system:common.confirmDelete', { name: bilingual(row.name, row.nameEn, lang) }),
      })}
      onEdit={(row) => setEditing(row ? row.id : null)}
      rowActions={(row) => [
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
      ]}
      extraAfterEdit
      actionsWidth={200}
    >
      <ReportEditor reportId={editing} onClose={() => setEditing(undefined)} onSaved={(id) => setEditing(id)} />
      <ReportPopupModal
        open={popup !== null}
        code={popup ?? ''}
        multi
        onCancel={() => setPopup(null)}
        onOk={() => setPopup(null)}
      />
    </CrudListPage>
  );
}
