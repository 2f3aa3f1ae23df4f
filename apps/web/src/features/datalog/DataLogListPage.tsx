import type { DataLogEntity, DataLogRecord, DataLogVersion } from '@csp/contract/core';
import { Alert, Card, Col, Empty, Row, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/Screen';
import { bilingual } from '../../lib/bilingual-text';
import { useLang } from '../../lib/useLang';
import styles from '../system/shared/system.module.css';
import { useDataLogCompare, useDataLogVersions } from './api';
import { defaultPair, orderedPair } from './compare-view';
import { RecordPicker } from './RecordPicker';
import { VersionCompare } from './VersionCompare';

/**
 * Data log with version compare: pick a series or a data value, see its versions (who, when, what change),
 * tick two and compare them field by field. Opens on the last two versions.
 */
export default function DataLogListPage() {
  const { t } = useTranslation('platformLogs');
  const lang = useLang();
  const [entity, setEntity] = useState<DataLogEntity>('series');
  const [record, setRecord] = useState<DataLogRecord>();
  const [ticked, setTicked] = useState<number[]>([]);
  const versions = useDataLogVersions(record);
  const pair = orderedPair(ticked);
  const compare = useDataLogCompare(record, pair);

  useEffect(() => {
    if (versions.data) setTicked(defaultPair(versions.data.map((v) => v.version)) ?? []);
  }, [versions.data]);

  const columns = [
    { title: t('dataLog.version'), dataIndex: 'version', width: 70 },
    {
      title: t('dataLog.versionAction'),
      dataIndex: 'action',
      width: 190,
      render: (action: string) => (
        <Tag style={{ whiteSpace: 'normal' }}>
          {t(`dataLog.actions.${action as 'create'}`, { defaultValue: action })}
        </Tag>
      ),
    },
    { title: t('dataLog.by'), dataIndex: 'username', render: (v: string | null) => v ?? '–' },
    {
      title: t('dataLog.time'),
      dataIndex: 'time',
      render: (v: string | null) => (v ? new Date(v).toLocaleString(lang) : '–'),
    },
    { title: t('dataLog.note'), dataIndex: 'note', ellipsis: true, render: (v: string | null) => v ?? '' },
    {
      title: t('dataLog.requestId'),
      dataIndex: 'requestId',
      ellipsis: true,
      render: (v: string | null) => <span className={styles.mono}>{v ?? ''}</span>,
    },
  ];

  let detail = <Empty description={t('dataLog.pickRecord')} />;
  if (record && versions.isPending) detail = <Skeleton active />;
  else if (record && versions.isError) detail = <Alert type="error" showIcon message={versions.error.message} />;
  else if (record && versions.data) {
    detail = (
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Card size="small" title={t('dataLog.versions', { name: bilingual(record.label, record.labelEn, lang) })}>
          <Typography.Paragraph type="secondary">{t('dataLog.pickTwo')}</Typography.Paragraph>
          <Table<DataLogVersion>
            data-testid="datalog-versions"
            rowKey="version"
            size="small"
            pagination={false}
            dataSource={versions.data}
            columns={columns}
            rowSelection={{
              selectedRowKeys: ticked,
              onChange: (keys) => setTicked(keys.map(Number).slice(-2)),
              getCheckboxProps: (v) => ({
                disabled: ticked.length >= 2 && !ticked.includes(v.version),
                'aria-label': `${t('dataLog.version')} ${v.version}`,
              }),
            }}
          />
        </Card>
        {pair && compare.isPending ? <Skeleton active /> : null}
        {compare.isError ? <Alert type="error" showIcon message={compare.error.message} /> : null}
        {pair && compare.data ? <VersionCompare compare={compare.data} /> : null}
      </Space>
    );
  }

  return (
    <Screen fallbackTitle={t('dataLog.title')}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <RecordPicker
            entity={entity}
            onEntity={(next) => {
              setEntity(next);
              setTicked([]);
              setRecord(undefined);
            }}
            selected={record}
            onSelect={(next) => {
              setTicked([]);
              setRecord(next);
            }}
          />
        </Col>
        <Col xs={24} lg={15}>
          {detail}
        </Col>
      </Row>
    </Screen>
  );
}
