import type { Notice, NoticeListResult } from '@csp/contract/core';
import { Button, Empty, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { type NoticeTabKey, noticeTabs } from '../notice-list';
import styles from './bell.module.css';
import { NoticeItem } from './NoticeItem';

interface Props {
  data: NoticeListResult | undefined;
  failed: boolean;
  onRetry: () => void;
  onOpen: (notice: Notice) => void;
  onViewMore: () => void;
}

/** The bell's popover (SPEC §2): notices and system messages in two tabs, then "view more". */
export function NoticePanel({ data, failed, onRetry, onOpen, onViewMore }: Props) {
  const { t } = useTranslation('announcements');
  const label = (key: NoticeTabKey, count: number) =>
    key === 'notice' ? t('bell.tabNotice', { count }) : t('bell.tabSystem', { count });

  return (
    <div className={styles.panel} data-testid="notice-panel">
      {failed && !data ? (
        <div className={styles.failed} role="alert">
          <span>{t('bell.loadFailed')}</span>
          <Button size="small" onClick={onRetry}>
            {t('bell.retry')}
          </Button>
        </div>
      ) : null}
      <Tabs
        centered
        size="small"
        items={noticeTabs(data).map((tab) => ({
          key: tab.key,
          label: label(tab.key, tab.total),
          children: tab.items.length ? (
            <ul className={styles.list} data-testid={`notice-list-${tab.key}`}>
              {tab.items.map((notice) => (
                <NoticeItem key={notice.id} notice={notice} onOpen={onOpen} />
              ))}
            </ul>
          ) : (
            <Empty className={styles.empty} image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bell.empty')} />
          ),
        }))}
      />
      <div className={styles.footer}>
        <Button type="link" block onClick={onViewMore} data-testid="notice-view-more">
          {t('bell.viewMore')}
        </Button>
      </div>
    </div>
  );
}
