import { EyeOutlined } from '@ant-design/icons';
import { chartDefaultStartYear } from '@csp/contract/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, InputNumber, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/LoadingBlock';
import type { ChartKind } from '../../charts/chart-option';
import { ChartFigure } from '../../charts/components/ChartFigure';
import { SystemScreen } from '../../system/shared/SystemScreen';
import { useLang } from '../../system/shared/use-lang';
import { adminChart, useAreaCities, useAreaCountries, useSeriesOptions } from '../api';
import { type ChartChoice, chartBody, chartRequestOf } from '../chart-query';
import styles from '../components/city-data.module.css';
import { SeriesSelects } from '../components/SeriesSelects';
import { localName } from '../labels';

const defaults = { startYear: chartDefaultStartYear, endYear: new Date().getFullYear() };

/**
 * Charts (SPEC §2 "chart detail, charts"): a series at chosen cities (and their economy) drawn by the public
 * chart component, from the published figures or, in preview, with the values under review as they will show
 * once published.
 */
export default function ChartViewPage() {
  const { t } = useTranslation('cityData');
  const lang = useLang();
  const [form] = Form.useForm<ChartChoice>();
  const countryId = Form.useWatch('countryId', form);
  const countries = useAreaCountries();
  const cities = useAreaCities(countryId);
  const series = useSeriesOptions();
  const [choice, setChoice] = useState<ChartChoice | null>(null);
  const [preview, setPreview] = useState(true);
  const [kind, setKind] = useState<ChartKind>('line');
  const made = choice ? chartRequestOf(choice, lang, defaults) : null;
  const request = made && 'request' in made ? made.request : null;
  const chart = useQuery({
    queryKey: ['cityData', 'chart', preview, request],
    queryFn: () => adminChart(chartBody(request as NonNullable<typeof request>), preview, false),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
  const seriesTypeId = series.data?.find((s) => s.id === request?.seriesId)?.typeId ?? null;
  const option = (o: { id: string; name: string; nameEn: string }) => ({ value: o.id, label: localName(o, lang) });

  return (
    <SystemScreen fallbackTitle={t('titles.charts')}>
      <Form<ChartChoice>
        form={form}
        name="cityDataChart"
        layout="inline"
        className={styles.filters}
        initialValues={{ economy: false, startYear: defaults.startYear, endYear: defaults.endYear }}
        onFinish={(values) => setChoice({ ...values })}
        aria-label={t('charts.form')}
      >
        <SeriesSelects />
        <Form.Item name="countryId" label={t('fields.economy')}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={countries.isLoading}
            options={(countries.data ?? []).map(option)}
            onChange={() => form.setFieldValue('cityIds', [])}
            style={{ minWidth: 180 }}
          />
        </Form.Item>
        <Form.Item name="cityIds" label={t('charts.cities')}>
          <Select
            mode="multiple"
            allowClear
            showSearch
            optionFilterProp="label"
            disabled={!countryId}
            loading={cities.isLoading}
            options={(cities.data ?? []).map(option)}
            style={{ minWidth: 240 }}
            maxTagCount="responsive"
          />
        </Form.Item>
        <Form.Item name="economy" valuePropName="checked">
          <Checkbox disabled={!countryId}>{t('charts.economyToo')}</Checkbox>
        </Form.Item>
        <Form.Item label={t('fields.years')}>
          <Space.Compact>
            <Form.Item name="startYear" noStyle>
              <InputNumber min={1900} max={2100} precision={0} aria-label={t('filters.startYear')} />
            </Form.Item>
            <Form.Item name="endYear" noStyle>
              <InputNumber min={1900} max={2100} precision={0} aria-label={t('filters.endYear')} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item label={t('charts.preview')} tooltip={t('charts.previewHint')}>
          <Switch checked={preview} onChange={setPreview} aria-label={t('charts.preview')} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<EyeOutlined />}>
            {t('charts.show')}
          </Button>
        </Form.Item>
      </Form>
      <div className={styles.panel} data-testid="admin-chart">
        {made && 'missing' in made ? (
          <Alert type="info" showIcon message={t(`charts.missing.${made.missing}`)} />
        ) : null}
        {!made ? <p className={styles.hint}>{t('charts.start')}</p> : null}
        {preview && request ? (
          <Alert type="warning" showIcon message={t('charts.previewNote')} style={{ marginBottom: 12 }} />
        ) : null}
        {chart.isError ? <Alert type="warning" showIcon role="alert" message={chart.error.message} /> : null}
        {request && chart.isLoading ? <LoadingBlock minHeight={380} /> : null}
        {request && chart.data ? (
          <ChartFigure
            key={`${preview}|${chart.data.publicationVersion}|${JSON.stringify(chart.data.requestParams)}`}
            chart={chart.data}
            request={request}
            title={`${chart.data.series.number} ${chart.data.series.name} — ${chart.data.type.name}`}
            kind={kind}
            onKindChange={setKind}
            seriesTypeId={seriesTypeId}
            testId="admin-chart-figure"
          />
        ) : null}
      </div>
    </SystemScreen>
  );
}
