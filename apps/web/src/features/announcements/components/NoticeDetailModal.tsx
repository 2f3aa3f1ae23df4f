import type { Notice } from '@csp/contract/core';
import { Button, Modal, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNoticeTime } from '../notice-list';
import styles from './announcements.module.css';
import { PriorityTag } from './PriorityTag';
import { RichText } from './RichText';

export type NoticeDetail = Pick<Notice, 'titile' | 'msgContent' | 'priority' | 'msgCategory' | 'sender' | 'sendTime'>;

/** One announcement: title, sender, publish time, priority, type and its sanitized rich text. */
export function NoticeDetailModal({ notice, onClose }: { notice: NoticeDetail | null; onClose: () => void }) {
  const { t } = useTranslation('announcements');
  return (
    <Modal
      open={!!notice}
      title={notice?.titile ?? t('detail.title')}
      onCancel={onClose}
      width={720}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('detail.close')}</Button>}
    >
      {notice ? (
        <article data-testid="notice-detail">
          <Space className={styles.meta} size={[12, 4]} wrap>
            <PriorityTag priority={notice.priority} />
            <Tag bordered={false}>{t(`category.${notice.msgCategory}`)}</Tag>
            {notice.sender ? <span>{t('detail.sender', { name: notice.sender })}</span> : null}
            {notice.sendTime ? <span>{t('detail.sendTime', { time: formatNoticeTime(notice.sendTime) })}</span> : null}
          </Space>
          <RichText html={notice.msgContent} empty={t('detail.noContent')} />
        </article>
      ) : null}
    </Modal>
  );
}
