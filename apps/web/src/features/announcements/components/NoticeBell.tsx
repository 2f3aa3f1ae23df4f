import { BellOutlined } from '@ant-design/icons';
import type { Notice } from '@csp/contract/core';
import { Badge, Button, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { unreadCount } from '../notice-list';
import { useNoticeFeed } from '../useNoticeFeed';
import { useOpenNotice } from '../useOpenNotice';
import styles from './bell.module.css';
import { NoticeDetailModal } from './NoticeDetailModal';
import { NoticePanel } from './NoticePanel';

/** SPEC §9: the popover is 300 px wide. */
export const NOTICE_POPOVER_WIDTH = 300;
export const USER_ANNOUNCEMENT_PATH = '/isps/userAnnouncement';

/**
 * The back-office notice bell (SPEC §2): a badge with the unread count, a popover of the user's unread
 * notices and system messages, live updates through the notice channel (SPEC §4).
 */
export function NoticeBell() {
  const { t } = useTranslation('announcements');
  const navigate = useNavigate();
  const feed = useNoticeFeed();
  const notice = useOpenNotice();
  const [open, setOpen] = useState(false);
  const count = unreadCount(feed.data);

  const openNotice = (item: Notice) => {
    setOpen(false);
    notice.open(item);
  };
  const viewMore = () => {
    setOpen(false);
    navigate(USER_ANNOUNCEMENT_PATH);
  };

  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        arrow={false}
        styles={{ body: { width: NOTICE_POPOVER_WIDTH, padding: 0 } }}
        content={
          <NoticePanel
            data={feed.data}
            failed={feed.failed}
            onRetry={feed.retry}
            onOpen={openNotice}
            onViewMore={viewMore}
          />
        }
      >
        <Button
          type="text"
          className={styles.bell}
          aria-label={count ? t('bell.labelUnread', { count }) : t('bell.label')}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-testid="notice-bell"
        >
          <Badge count={count} size="small" overflowCount={99} data-testid="notice-badge">
            <BellOutlined className={styles.bellIcon} aria-hidden />
          </Badge>
        </Button>
      </Popover>
      <NoticeDetailModal notice={notice.detail} onClose={notice.close} />
    </>
  );
}
