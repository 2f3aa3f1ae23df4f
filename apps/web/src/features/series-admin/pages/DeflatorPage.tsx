import { DownloadOutlined } from '@ant-design/icons';
import { permissions as p } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Select, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http';
import { useAccess } from '../../auth/access/useAccess';
import { SystemScreen } from '../../system/shared/SystemScreen';
import { useLang } from '../../system/shared/use-lang';
import { download, type FormulaSeries } from '../api';
import { FileImport } from '../components/FileImport';
import styles from '../series-admin.module.css';
import { defaultDeflatorSeries } from '../series-form';

const example = [
  { key: '1', economy: 'AUS', y2016: '98.1', y2017: '100', y2018: '102.3' },
  { key: '2', economy: 'CHN', y2016: '95.9', y2017: '100', y2018: '103.5' },
];

/**
 * GDP deflator import and export (SPEC §2 "GDP deflator / YR2017 import", §7 importGDPDeflators,
 * exportGDPDeflators): an economy × year table, wide (one column per year) or long (economy, year, value), into a
 * stored series; all rows or none, values pending examination; the export is the same wide table.
 */
export default function DeflatorPage() {
  const { t } = useTranslation('seriesAdmin');
  const lang = useLang();
  const { can } = useAccess();
  const { message } = App.useApp();
  const series = useQuery({
    queryKey: ['seriesAdmin', 'deflatorSeries'],
    queryFn: () => http.get<FormulaSeries[]>('/dimension/getDeflatorSeriesList'),
  });
  const [seriesId, setSeriesId] = useState<string | undefined>();
  const [exporting, setExporting] = useState(false);
  useEffect(() => {
    if (!seriesId && series.data) setSeriesId(defaultDeflatorSeries(series.data));
  }, [series.data, seriesId]);
  const chosen = series.data?.find((s) => s.id === seriesId);

  const exportTable = async () => {
    if (!chosen) return;
    setExporting(true);
    try {
      await download('/dimension/exportGDPDeflators', { seriesId: chosen.id }, `economy-table-${chosen.number}.xlsx`);
    } catch (error) {
      message.warning(error instanceof Error && error.message ? error.message : t('import.downloadFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <SystemScreen fallbackTitle={t('deflator.title')}>
      <div className={styles.panel}>
        <div className={styles.stack}>
          <p className={styles.muted}>{t('deflator.hint')}</p>
          <Form layout="inline">
            <Form.Item label={t('deflator.series')}>
              <Select
                style={{ minWidth: 360 }}
                showSearch
                optionFilterProp="label"
                loading={series.isLoading}
                value={seriesId}
                onChange={setSeriesId}
                options={(series.data ?? []).map((s) => ({
                  value: s.id,
                  label: `${s.number} ${lang === 'zh' ? s.name : s.nameEn}`,
                }))}
                data-testid="deflator-series"
              />
            </Form.Item>
            {can(p.deflatorExport) ? (
              <Form.Item>
                <Button
                  icon={<DownloadOutlined />}
                  disabled={!chosen}
                  loading={exporting}
                  onClick={() => void exportTable()}
                >
                  {t('deflator.export')}
                </Button>
              </Form.Item>
            ) : null}
          </Form>
          <div>
            <h3 className={styles.historyTitle}>{t('deflator.layout')}</h3>
            <Table
              size="small"
              pagination={false}
              dataSource={example}
              columns={[
                { title: 'economy', dataIndex: 'economy' },
                { title: '2016', dataIndex: 'y2016' },
                { title: '2017', dataIndex: 'y2017' },
                { title: '2018', dataIndex: 'y2018' },
              ]}
              style={{ maxWidth: 420 }}
            />
            <p className={styles.muted}>{t('deflator.layoutHint')}</p>
          </div>
          {/* The menu entry itself requires dimension:deflator:import (the server checks it again). */}
          <FileImport
            testId="deflator-import"
            path="/dimension/importGDPDeflators"
            params={{ seriesId }}
            disabled={!chosen}
            hint={
              chosen
                ? t('deflator.into', { name: `${chosen.number} ${lang === 'zh' ? chosen.name : chosen.nameEn}` })
                : undefined
            }
            onImported={() => undefined}
          />
        </div>
      </div>
    </SystemScreen>
  );
}
