import type { Notice } from '@csp/contract/core';
import { Badge, Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { formatNoticeTime } from '../../notice-list';
import { PriorityTag } from '../PriorityTag';
import styles from '../tables.module.css';

/** Columns of the user's announcements; the title and "View" open the detail (and mark it read). */
export function myAnnouncementColumns(
  t: TFunction<'announcements'>,
  open: (notice: Notice) => void,
): ColumnsType<Notice> {
  return [
    {
      title: t('fields.titile'),
      dataIndex: 'titile',
      render: (title: string, notice) => (
        <Button
          type="link"
          className={`${styles.titleLink} ${notice.readFlag === '0' ? styles.unread : ''}`}
          onClick={() => open(notice)}
        >
          {title}
        </Button>
      ),
    },
    {
      title: t('fields.msgCategory'),
      dataIndex: 'msgCategory',
      width: 140,
      render: (category: Notice['msgCategory']) => <Tag bordered={false}>{t(`category.${category}`)}</Tag>,
    },
    {
      title: t('fields.priority'),
      dataIndex: 'priority',
      width: 110,
      render: (priority: Notice['priority']) => <PriorityTag priority={priority} />,
    },
    { title: t('fields.sender'), dataIndex: 'sender', width: 140 },
    {
      title: t('fields.sendTime'),
      dataIndex: 'sendTime',
      width: 170,
      render: (time: string | null) => formatNoticeTime(time),
    },
    {
      title: t('fields.readFlag'),
      dataIndex: 'readFlag',
      width: 110,
      render: (flag: Notice['readFlag']) => (
        <Badge status={flag === '1' ? 'default' : 'processing'} text={t(`readFlag.${flag}`)} />
      ),
    },
    {
      title: t('fields.actions'),
      key: 'actions',
      width: 100,
      render: (_, notice) => (
        <Button type="link" size="small" onClick={() => open(notice)}>
          {t('mine.view')}
        </Button>
      ),
    },
  ];
}
