import { PlusOutlined } from '@ant-design/icons';
import { type Announcement, permissions } from '@csp/contract/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/Screen';
import { useAccess } from '../../auth/access/useAccess';
import { type AnnouncementFilter, fetchAnnouncements } from '../api';
import { AnnouncementSearch } from '../components/AnnouncementSearch';
import { AnnouncementFormModal } from '../components/admin/AnnouncementFormModal';
import { announcementColumns, type RowAction } from '../components/admin/announcement-columns';
import { NoticeDetailModal } from '../components/NoticeDetailModal';
import styles from '../components/tables.module.css';
import { announcementKeys } from '../query-keys';
import { useAnnouncementActions } from '../useAnnouncementActions';

const PERMISSION: Record<RowAction, string> = {
  view: '',
  edit: permissions.announcementEdit,
  release: permissions.announcementRelease,
  revoke: permissions.announcementRelease,
  delete: permissions.announcementDelete,
};

/** Announcement administration (menu /system/announcement, component system/AnnouncementList). */
export default function AnnouncementAdminPage() {
  const { t } = useTranslation('announcements');
  const { can } = useAccess();
  const queryClient = useQueryClient();
  const confirmAction = useAnnouncementActions();
  const [filter, setFilter] = useState<AnnouncementFilter>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [editing, setEditing] = useState<Announcement | 'new' | null>(null);
  const [viewing, setViewing] = useState<Announcement | null>(null);
  const query = useQuery({
    queryKey: [...announcementKeys.admin, filter, paging],
    queryFn: () => fetchAnnouncements({ ...filter, ...paging }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  const act = (action: RowAction, row: Announcement) => {
    if (action === 'view') setViewing(row);
    else if (action === 'edit') setEditing(row);
    else confirmAction(action, row);
  };

  return (
    <Screen panel fallbackTitle={t('admin.title')}>
      <AnnouncementSearch
        onSearch={(values) => {
          setFilter(values);
          setPaging((p) => ({ ...p, pageNo: 1 }));
        }}
      />
      <div className={styles.toolbar}>
        {can(permissions.announcementAdd) ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="announcement-add"
          >
            {t('admin.add')}
          </Button>
        ) : (
          <span />
        )}
      </div>
      <Table
        rowKey="id"
        size="middle"
        columns={announcementColumns(t, (action) => can(PERMISSION[action]), act)}
        dataSource={query.data?.records ?? []}
        loading={query.isFetching}
        scroll={{ x: 1240 }}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: query.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (count) => t('admin.total', { count }),
          onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
        }}
      />
      <AnnouncementFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void queryClient.invalidateQueries({ queryKey: announcementKeys.admin });
        }}
      />
      <NoticeDetailModal notice={viewing} onClose={() => setViewing(null)} />
    </Screen>
  );
}
