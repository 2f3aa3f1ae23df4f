import { CheckOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/Screen';
import { fetchMyAnnouncements, type MyAnnouncementFilter, readAllNotices } from '../api';
import { AnnouncementSearch } from '../components/AnnouncementSearch';
import { myAnnouncementColumns } from '../components/mine/my-announcement-columns';
import { NoticeDetailModal } from '../components/NoticeDetailModal';
import styles from '../components/tables.module.css';
import { announcementKeys } from '../query-keys';
import { useOpenNotice } from '../useOpenNotice';

/** The signed-in user's announcements (/isps/userAnnouncement), reached from the notice bell's "view more". */
export default function UserAnnouncementPage() {
  const { t } = useTranslation(['announcements', 'routes']);
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const notice = useOpenNotice();
  const [filter, setFilter] = useState<MyAnnouncementFilter>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const query = useQuery({
    queryKey: [...announcementKeys.mine, filter, paging],
    queryFn: () => fetchMyAnnouncements({ ...filter, ...paging }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const readAll = useMutation({
    mutationFn: readAllNotices,
    onSuccess: ({ count }) => {
      message.success(t('mine.readAllDone', { count }));
      void queryClient.invalidateQueries({ queryKey: announcementKeys.all });
    },
  });
  const confirmReadAll = () =>
    modal.confirm({
      title: t('mine.readAllTitle'),
      content: t('mine.readAllConfirm'),
      onOk: () => readAll.mutateAsync(),
    });

  return (
    <Screen panel fallbackTitle={t('routes:userAnnouncement')}>
      <AnnouncementSearch
        mine
        onSearch={(values) => {
          setFilter(values);
          setPaging((p) => ({ ...p, pageNo: 1 }));
        }}
      />
      <div className={styles.toolbar}>
        <Button icon={<CheckOutlined />} onClick={confirmReadAll} loading={readAll.isPending} data-testid="read-all">
          {t('mine.readAll')}
        </Button>
      </div>
      <Table
        rowKey="id"
        size="middle"
        columns={myAnnouncementColumns(t, notice.open)}
        dataSource={query.data?.records ?? []}
        loading={query.isFetching}
        scroll={{ x: 900 }}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: query.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (count) => t('mine.total', { count }),
          onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
        }}
      />
      <NoticeDetailModal notice={notice.detail} onClose={notice.close} />
    </Screen>
  );
}
