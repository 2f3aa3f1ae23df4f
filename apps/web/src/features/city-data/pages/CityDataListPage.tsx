import { dataStatuses } from '@csp/contract/core';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { SystemScreen } from '../../system/shared/SystemScreen';
import { GroupsTable } from '../components/GroupsTable';
import { ValuesTable } from '../components/ValuesTable';
import type { Level } from '../query';

/** City data (SPEC §2): the values, and each city's series with its publish state. */
export function DataListScreen({ level, fallbackTitle }: { level: Level; fallbackTitle: string }) {
  const { t } = useTranslation('cityData');
  return (
    <SystemScreen fallbackTitle={fallbackTitle}>
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'values',
            label: t('tabs.values'),
            children: <ValuesTable level={level} />,
          },
          {
            key: 'groups',
            label: level === 'economy' ? t('tabs.economySeries') : t('tabs.citySeries'),
            children: <GroupsTable level={level} mode="overview" statuses={dataStatuses} />,
          },
        ]}
      />
    </SystemScreen>
  );
}

export default function CityDataListPage() {
  const { t } = useTranslation('cityData');
  return <DataListScreen level="city" fallbackTitle={t('titles.list')} />;
}
