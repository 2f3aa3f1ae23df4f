import type { DataValue } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatSourceNumber } from '../../../lib/source-number';
import { useLang } from '../../system/shared/use-lang';
import { cityDataKeys, valueHistory } from '../api';
import { placeName, seriesName } from '../labels';
import styles from './city-data.module.css';

/** The history of one value (its logs, newest first): who did what, when, old and new number, note. */
export function HistoryDrawer({ value, onClose }: { value: DataValue | null; onClose: () => void }) {
  const { t } = useTranslation('cityData');
  const lang = useLang();
  const history = useQuery({
    queryKey: cityDataKeys.history(value?.id ?? ''),
    queryFn: () => valueHistory(value?.id ?? ''),
    enabled: value !== null,
  });
  return (
    <Drawer
      open={value !== null}
      onClose={onClose}
      width={720}
      title={
        value
          ? t('history.title', { series: seriesName(value, lang), place: placeName(value, lang), year: value.year })
          : ''
      }
      destroyOnHidden
    >
      {history.isError ? <Alert type="error" message={history.error.message} /> : null}
      <Table
        size="small"
        rowKey="id"
        loading={history.isLoading}
        dataSource={history.data ?? []}
        pagination={false}
        data-testid="value-history"
        columns={[
          {
            title: t('fields.time'),
            dataIndex: 'createdAt',
            render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
          },
          { title: t('fields.user'), dataIndex: 'username' },
          {
            title: t('fields.action'),
            dataIndex: 'logType',
            render: (v: string) => <Tag>{t(`logType.${v}`, { defaultValue: v })}</Tag>,
          },
          {
            title: t('logs.change'),
            key: 'change',
            render: (_, log) => (
              <span className={styles.number}>
                {formatSourceNumber(log.oldValue)} → {formatSourceNumber(log.newValue)}
              </span>
            ),
          },
          { title: t('fields.note'), dataIndex: 'note' },
        ]}
      />
    </Drawer>
  );
}
