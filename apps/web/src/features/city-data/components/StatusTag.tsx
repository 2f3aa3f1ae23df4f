import type { DataStatus } from '@csp/contract/core';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './city-data.module.css';

export const statusColors: Record<DataStatus, string> = {
  pending: 'default',
  canExamine: 'processing',
  canPublish: 'cyan',
  published: 'success',
  reject: 'error',
};

/** A value's review status (SPEC §3 labels); a rejected one shows its reason. */
export function StatusTag({ status, reason }: { status: DataStatus; reason?: string | null }) {
  const { t } = useTranslation('cityData');
  const tag = (
    <Tag color={statusColors[status]} data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
  if (status !== 'reject' || !reason) return tag;
  return (
    <Tooltip title={t('examine.reasonShown', { reason })}>
      <span>
        {tag}
        <span className={styles.reason}>{reason}</span>
      </span>
    </Tooltip>
  );
}
