import type { Notice } from '@csp/contract/core';
import { useTranslation } from 'react-i18next';
import { formatNoticeTime } from '../notice-list';
import styles from './bell.module.css';
import { PriorityTag } from './PriorityTag';

/** One unread notice of the bell: its title, publish time and priority tag; a click opens it. */
export function NoticeItem({ notice, onOpen }: { notice: Notice; onOpen: (notice: Notice) => void }) {
  const { t } = useTranslation('announcements');
  return (
    <li className={styles.item}>
      <button
        type="button"
        className={styles.itemButton}
        onClick={() => onOpen(notice)}
        aria-label={t('detail.open', { title: notice.titile })}
        data-testid="notice-item"
      >
        <span className={styles.itemTitle} title={notice.titile}>
          {notice.titile}
        </span>
        <span className={styles.itemMeta}>
          <time dateTime={notice.sendTime ?? undefined}>{formatNoticeTime(notice.sendTime)}</time>
          <PriorityTag priority={notice.priority} />
        </span>
      </button>
    </li>
  );
}
