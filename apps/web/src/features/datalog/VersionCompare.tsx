import type { DataLogCompare, DataLogFieldDiff, DataLogVersion } from '@csp/contract/core';
import { Alert, Card, Empty, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../system/shared/system.module.css';
import { visibleFields } from './compare-view';

const changedStyle = { background: '#fff7e6' };

/** Two versions side by side; changed fields are highlighted and marked (not by colour alone). */
export function VersionCompare({ compare }: { compare: DataLogCompare }) {
  const { t } = useTranslation('platformLogs');
  const [onlyChanged, setOnlyChanged] = useState(false);
  const changed = compare.fields.filter((f) => f.changed).length;
  const fieldName = (field: string) => t(`dataLog.fields.${field as 'id'}`, { defaultValue: field });
  const heading = (v: DataLogVersion) => (
    <Space size={4} wrap>
      <span>
        {t('dataLog.version')} {v.version}
      </span>
      <Tag>{t(`dataLog.actions.${v.action as 'create'}`, { defaultValue: v.action })}</Tag>
    </Space>
  );
  const cell = (value: string | null, version: DataLogVersion) => {
    if (!version.snapshot) return <Typography.Text type="secondary">{t('dataLog.gone')}</Typography.Text>;
    if (value === null) return <Typography.Text type="secondary">{t('dataLog.absent')}</Typography.Text>;
    return (
      <div style={{ maxHeight: 120, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{value}</div>
    );
  };
  return (
    <Card
      size="small"
      title={t('dataLog.comparing', { left: compare.left.version, right: compare.right.version })}
      extra={
        <Space>
          <Typography.Text type="secondary">{t('dataLog.changedCount', { count: changed })}</Typography.Text>
          <Switch size="small" checked={onlyChanged} onChange={setOnlyChanged} aria-label={t('dataLog.onlyChanged')} />
          <span>{t('dataLog.onlyChanged')}</span>
        </Space>
      }
    >
      {changed === 0 ? (
        <Alert type="info" showIcon message={t('dataLog.noChanges')} style={{ marginBottom: 8 }} />
      ) : null}
      <Table<DataLogFieldDiff>
        data-testid="datalog-compare"
        rowKey="field"
        size="small"
        pagination={false}
        dataSource={visibleFields(compare.fields, onlyChanged)}
        locale={{ emptyText: <Empty description={t('dataLog.noChanges')} /> }}
        onRow={(row) => (row.changed ? { style: changedStyle, 'data-changed': 'true' } : {})}
        columns={[
          {
            title: t('dataLog.field'),
            dataIndex: 'field',
            width: 200,
            render: (field: string, row) => (
              <Space size={4}>
                <span style={row.changed ? { fontWeight: 600 } : undefined}>{fieldName(field)}</span>
                {row.changed ? <Tag color="orange">≠</Tag> : null}
                <span className={styles.muted}>
                  <code>{field}</code>
                </span>
              </Space>
            ),
          },
          { title: heading(compare.left), dataIndex: 'left', render: (v: string | null) => cell(v, compare.left) },
          { title: heading(compare.right), dataIndex: 'right', render: (v: string | null) => cell(v, compare.right) },
        ]}
      />
    </Card>
  );
}
