import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { type DataGroup, type DataStatus, permissions as p } from '@csp/contract/core';
import { App, Button, Space, Tag } from 'antd';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../auth/access/useAccess';
import { RowActions } from '../../system/shared/RowActions';
import { useLang } from '../../system/shared/use-lang';
import { download, listGroups } from '../api';
import { useDataList } from '../hooks/useDataList';
import { placeName, publishState, seriesName } from '../labels';
import { type DataFilters, groupListQuery, type Level, placeSelection, singleExportQuery } from '../query';
import { batchSelectionOf } from '../review-preview';
import { useDataActions } from '../use-data-actions';
import styles from './city-data.module.css';
import { DataFilterBar } from './DataFilterBar';
import { GroupValues } from './GroupValues';
import { statusColors } from './StatusTag';

export type GroupsMode = 'overview' | 'publish';

interface Props {
  level: Level;
  /** `overview`: publish state with submit and export; `publish`: publish and unpublish in batches. */
  mode: GroupsMode;
  initial?: DataFilters;
  statuses: readonly DataStatus[];
  extra?: ReactNode;
}

const keyOf = (g: Pick<DataGroup, 'seriesId' | 'countryId' | 'cityId'>) =>
  `${g.seriesId}:${g.countryId}:${g.cityId ?? ''}`;
const stateColors = { published: 'success', partial: 'warning', unpublished: 'default' } as const;

/**
 * Every series at every place of the user's area with how many of its values are in each status and whether it
 * is published; actions work on one series at one place, or on the chosen ones in turn.
 */
export function GroupsTable({ level, mode, initial = {}, statuses, extra }: Props) {
  const { t } = useTranslation('cityData');
  const lang = useLang();
  const { can } = useAccess();
  const { message } = App.useApp();
  const { table, filters, setFilters, selected, selectionProps, reload, review } = useDataList<DataGroup>(
    initial,
    keyOf,
  );
  const { act, actMany } = useDataActions(reload);
  const canPublish = can(p.cityDataPublish);
  const canSubmit = mode === 'overview' && can(p.cityDataEdit);
  const canExport = mode === 'overview' && can(p.cityDataExport);
  const what = useCallback((g: DataGroup) => `${seriesName(g, lang)} · ${placeName(g, lang)}`, [lang]);

  const exportGroup = useCallback(
    async (g: DataGroup) => {
      try {
        await download(
          '/data/cityDataSeries/exportSingleExcel',
          singleExportQuery(g),
          `series-${g.seriesNumber}-${g.cityId ?? g.countryCode}.xlsx`,
        );
      } catch {
        message.warning(t('upload.downloadFailed'));
      }
    },
    [message, t],
  );

  const columns = useMemo<ProColumns<DataGroup>[]>(
    () => [
      { title: t('fields.series'), key: 'series', render: (_, g) => seriesName(g, lang) },
      {
        title: level === 'economy' ? t('fields.economy') : t('fields.place'),
        key: 'place',
        render: (_, g) => (
          <Space size={4}>
            {placeName(g, lang)}
            {g.level === 'economy' && level !== 'economy' ? <Tag>{t('fields.economyLevel')}</Tag> : null}
          </Space>
        ),
      },
      { title: t('fields.years'), key: 'years', render: (_, g) => `${g.firstYear}–${g.lastYear}` },
      {
        title: t('groups.publishState'),
        key: 'state',
        render: (_, g) => {
          const state = publishState(g);
          return (
            <Tag color={stateColors[state]} data-publish-state={state}>
              {t(`groups.state.${state}`)}
            </Tag>
          );
        },
      },
      {
        title: t('groups.counts'),
        key: 'counts',
        render: (_, g) => (
          <span className={styles.counts}>
            {(Object.keys(g.counts) as DataStatus[])
              .filter((s) => g.counts[s] > 0)
              .map((s) => (
                <Tag key={s} color={statusColors[s]} data-count={s}>
                  {t(`status.${s}`)} {g.counts[s]}
                </Tag>
              ))}
          </span>
        ),
      },
      { title: t('fields.updatedAt'), dataIndex: 'updatedAt', valueType: 'dateTime' },
      {
        title: t('fields.actions'),
        valueType: 'option',
        fixed: 'right',
        render: (_, g) => (
          <RowActions
            name={what(g)}
            inline={2}
            actions={[
              {
                key: 'publish',
                label: t('publish.publish'),
                hidden: !canPublish || g.counts.canPublish === 0,
                onClick: () => act('publish', placeSelection(g), what(g)),
              },
              {
                key: 'unpublish',
                label: t('publish.unpublish'),
                danger: true,
                hidden: !canPublish || g.counts.published === 0,
                onClick: () => act('unpublish', placeSelection(g), what(g)),
              },
              {
                key: 'submit',
                label: t('actions.submit'),
                hidden: !canSubmit || g.counts.pending === 0,
                onClick: () => act('submit', placeSelection(g), what(g)),
              },
              {
                key: 'export',
                label: t('actions.export'),
                hidden: !canExport,
                onClick: () => void exportGroup(g),
              },
            ]}
          />
        ),
      },
    ],
    [t, lang, level, canPublish, canSubmit, canExport, act, what, exportGroup],
  );

  // Publish screen: the chosen series × places (one series), or what the filters show, reviewed in one action.
  const batchSelection = mode === 'publish' ? batchSelectionOf(filters, level, selected) : null;
  const publishable = selected.filter((g) => g.counts.canPublish > 0);
  const withdrawable = selected.filter((g) => g.counts.published > 0);
  const fields =
    level === 'economy' ? (['place', 'series', 'status'] as const) : (['place', 'city', 'series', 'status'] as const);

  return (
    <>
      <DataFilterBar fields={fields} statuses={statuses} initial={initial} onSearch={setFilters} />
      {extra}
      <div data-testid="groups-table">
        <ProTable<DataGroup>
          rowKey={keyOf}
          actionRef={table}
          columns={columns}
          params={filters}
          search={false}
          request={async ({ current, pageSize, ...rest }) => {
            const page = await listGroups(groupListQuery(rest as DataFilters, level, { current, pageSize }));
            return { data: page.records, total: page.total, success: true };
          }}
          pagination={{ defaultPageSize: 20, showSizeChanger: true }}
          options={{ density: false, reload: true, setting: true }}
          scroll={{ x: 'max-content' }}
          toolBarRender={() =>
            mode === 'publish' && canPublish ? [review.button(batchSelection, selected.length > 0)] : []
          }
          expandable={{ expandedRowRender: (g) => <GroupValues group={g} /> }}
          {...selectionProps(mode === 'publish' && canPublish, () => (
            <>
              <Button
                size="small"
                type="primary"
                disabled={publishable.length === 0}
                onClick={() => void actMany('publish', publishable.map(placeSelection))}
              >
                {t('publish.publishSelected', { count: publishable.length })}
              </Button>
              <Button
                size="small"
                danger
                disabled={withdrawable.length === 0}
                onClick={() => void actMany('unpublish', withdrawable.map(placeSelection))}
              >
                {t('publish.unpublishSelected', { count: withdrawable.length })}
              </Button>
            </>
          ))}
        />
      </div>
      {mode === 'publish' ? review.modal : null}
    </>
  );
}
