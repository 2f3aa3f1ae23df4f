import type { DataGroup } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSourceNumber } from '../../../lib/source-number';
import { useLang } from '../../system/shared/use-lang';
import { listValues } from '../api';
import styles from './city-data.module.css';
import { StatusTag } from './StatusTag';

/** The values of one series at one place (an expanded group row), by type and year. */
export function GroupValues({ group }: { group: DataGroup }) {
  const { t } = useTranslation('cityData');
  const lang = useLang();
  const values = useQuery({
    queryKey: ['cityData', 'groupValues', group.seriesId, group.countryId, group.cityId, group.updatedAt],
    queryFn: () =>
      listValues({
        seriesId: group.seriesId,
        countryId: group.countryId,
        ...(group.cityId ? { cityId: group.cityId } : { economyOnly: 'true' }),
        pageSize: 500,
      }),
  });
  return (
    <Table
      size="small"
      rowKey="id"
      loading={values.isLoading}
      dataSource={values.data?.records ?? []}
      pagination={false}
      scroll={{ y: 320 }}
      columns={[
        {
          title: t('fields.type'),
          dataIndex: 'dimensionCode',
          render: (_, v) => (lang === 'zh' ? v.dimensionNameZh : v.dimensionNameEn),
        },
        { title: t('fields.year'), dataIndex: 'year' },
        {
          title: t('fields.value'),
          dataIndex: 'value',
          align: 'right',
          render: (value: number) => <span className={styles.number}>{formatSourceNumber(value)}</span>,
        },
        {
          title: t('fields.status'),
          dataIndex: 'status',
          render: (_, v) => <StatusTag status={v.status} reason={v.rejectReason} />,
        },
      ]}
    />
  );
}
