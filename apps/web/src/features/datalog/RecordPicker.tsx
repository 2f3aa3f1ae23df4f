import type { DataLogEntity, DataLogRecord } from '@csp/contract/core';
import { Alert, Card, Input, List, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bilingual } from '../../lib/bilingual-text';
import { useLang } from '../../lib/useLang';
import { RECORDS_PAGE_SIZE, useDataLogRecords } from './api';

interface Props {
  entity: DataLogEntity;
  onEntity(entity: DataLogEntity): void;
  selected?: DataLogRecord;
  onSelect(record: DataLogRecord): void;
}

/** The records that have versions: series or data values, searched and paged on the server. */
export function RecordPicker({ entity, onEntity, selected, onSelect }: Props) {
  const { t } = useTranslation('platformLogs');
  const lang = useLang();
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const records = useDataLogRecords(entity, keyword, pageNo);
  return (
    <Card title={t('dataLog.records')} size="small">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Segmented<DataLogEntity>
          block
          value={entity}
          onChange={(value) => {
            setPageNo(1);
            onEntity(value);
          }}
          options={[
            { value: 'series', label: t('dataLog.series') },
            { value: 'dataValue', label: t('dataLog.dataValue') },
          ]}
        />
        <Input.Search
          allowClear
          placeholder={t('dataLog.search')}
          aria-label={t('dataLog.search')}
          onSearch={(value) => {
            setPageNo(1);
            setKeyword(value.trim());
          }}
        />
        {records.isError ? <Alert type="error" showIcon message={records.error.message} /> : null}
        <List<DataLogRecord>
          loading={records.isFetching}
          dataSource={records.data?.records ?? []}
          pagination={{
            current: pageNo,
            pageSize: RECORDS_PAGE_SIZE,
            total: records.data?.total ?? 0,
            size: 'small',
            onChange: setPageNo,
            showSizeChanger: false,
          }}
          renderItem={(record) => {
            const active = selected?.entity === record.entity && selected.id === record.id;
            return (
              <List.Item
                data-testid="datalog-record"
                onClick={() => onSelect(record)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') onSelect(record);
                }}
                tabIndex={0}
                aria-current={active ? 'true' : undefined}
                style={{
                  cursor: 'pointer',
                  paddingInline: 8,
                  background: active ? 'rgba(22, 119, 255, 0.08)' : undefined,
                  borderInlineStart: active ? '3px solid #1677ff' : '3px solid transparent',
                }}
              >
                <List.Item.Meta
                  title={bilingual(record.label, record.labelEn, lang)}
                  description={
                    <Space size={4} wrap>
                      <Tag>{t('dataLog.versionsCount', { count: record.versions })}</Tag>
                      {record.deleted ? <Tag color="red">{t('dataLog.deleted')}</Tag> : null}
                      <Typography.Text type="secondary">
                        {t('dataLog.lastChange')}: {new Date(record.lastChange).toLocaleString(lang)}
                      </Typography.Text>
                    </Space>
                  }
                />
              </List.Item>
            );
          }}
        />
      </Space>
    </Card>
  );
}
