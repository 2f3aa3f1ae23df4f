import type { Announcement } from '@csp/contract/core';
import { Badge, Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { isReleased } from '../../admin-form';
import { formatNoticeTime } from '../../notice-list';
import { PriorityTag } from '../PriorityTag';

export type RowAction = 'view' | 'edit' | 'release' | 'revoke' | 'delete';

const STATUS_BADGE = { '0': 'default', '1': 'success', '2': 'warning' } as const;

/** Columns of the administration list; `allowed` says which buttons the user's permissions show. */
export function announcementColumns(
  t: TFunction<'announcements'>,
  allowed: (action: RowAction) => boolean,
  act: (action: RowAction, announcement: Announcement) => void,
): ColumnsType<Announcement> {
  const button = (action: RowAction, row: Announcement, danger = false) =>
    allowed(action) ? (
      <Button key={action} type="link" size="small" danger={danger} onClick={() => act(action, row)}>
        {t(`admin.${action}`)}
      </Button>
    ) : null;

  return [
    { title: t('fields.titile'), dataIndex: 'titile', width: 240, ellipsis: { showTitle: true } },
    {
      title: t('fields.msgCategory'),
      dataIndex: 'msgCategory',
      width: 120,
      render: (category: Announcement['msgCategory']) => <Tag bordered={false}>{t(`category.${category}`)}</Tag>,
    },
    {
      title: t('fields.priority'),
      dataIndex: 'priority',
      width: 100,
      render: (priority: Announcement['priority']) => <PriorityTag priority={priority} />,
    },
    {
      title: t('fields.msgType'),
      dataIndex: 'msgType',
      width: 140,
      render: (type: Announcement['msgType']) => t(`msgType.${type}`),
    },
    {
      title: t('fields.sendStatus'),
      dataIndex: 'sendStatus',
      width: 110,
      render: (status: Announcement['sendStatus']) => (
        <Badge status={STATUS_BADGE[status]} text={t(`sendStatus.${status}`)} />
      ),
    },
    { title: t('fields.sender'), dataIndex: 'sender', width: 110 },
    {
      title: t('fields.sendTime'),
      dataIndex: 'sendTime',
      width: 160,
      render: (time: string | null) => formatNoticeTime(time),
    },
    {
      title: t('fields.actions'),
      key: 'actions',
      width: 220,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0} wrap>
          {button('view', row)}
          {isReleased(row) ? null : button('edit', row)}
          {isReleased(row) ? button('revoke', row, true) : button('release', row)}
          {button('delete', row, true)}
        </Space>
      ),
    },
  ];
}
