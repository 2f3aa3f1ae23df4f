import { Alert, Button, Card, Col, Empty, Form, Input, Radio, Row, Select, Space, Switch, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPageFrame } from '../../../components/AdminPageFrame';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { PopupPicker } from '../../../components/popup-picker';
import { useLang } from '../../../lib/useLang';
import type { ChartRequest } from '../../charts/chart-request';
import { ChartBlock } from '../../charts/components/ChartBlock';
import { useSeriesTree } from '../../client-series/api';
import type { Series } from '../../client-series/types';
import { useCountries } from '../../geo/api';

/** The economies and years the gallery's charts show. */
const GALLERY_ECONOMIES = 4;
const START_YEAR = 2000;
const END_YEAR = 2022;

/**
 * /test/home (route name TestHome, SPEC §2): a gallery of the product's chart types and controls on the published
 * demo data, for developers and designers. The charts are the Data Search page's own (ChartBlock), live.
 */
export default function TestHomePage() {
  const { t } = useTranslation('routes');
  const g = useTranslation('gallery').t;
  return (
    <AdminPageFrame title={t('testHome')}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Typography.Paragraph>{g('intro')}</Typography.Paragraph>
        <ChartGallery />
        <ControlGallery />
      </Space>
    </AdminPageFrame>
  );
}

function ChartGallery() {
  const { t } = useTranslation('gallery');
  const lang = useLang();
  const tree = useSeriesTree(lang);
  const countries = useCountries();
  const series = useMemo<Series[]>(() => (tree.data ?? []).flatMap((group) => group.children), [tree.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  const current = series.find((s) => s.id === chosen) ?? series[0];
  const places = (countries.data ?? []).slice(0, GALLERY_ECONOMIES);

  if (tree.isPending || countries.isPending) return <LoadingBlock minHeight={380} />;
  if (!current || places.length === 0) return <Empty description={t('noSeries')} />;

  const request: ChartRequest = {
    cityIds: [],
    countryIds: places.map((p) => p.id),
    seriesId: current.id,
    startYear: START_YEAR,
    endYear: END_YEAR,
    yoy: false,
    lang,
  };
  const names = places.map((p) => (lang === 'en' ? p.nameEn : p.name)).join(lang === 'en' ? ', ' : '、');
  return (
    <section aria-labelledby="gallery-charts">
      <Typography.Title level={2} id="gallery-charts" style={{ fontSize: 18 }}>
        {t('charts')}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 12 }}>
        <span id="gallery-series">{t('series')}</span>
        <Select
          aria-labelledby="gallery-series"
          style={{ minWidth: 320 }}
          value={current.id}
          onChange={setChosen}
          showSearch
          optionFilterProp="label"
          options={series.map((s) => ({
            value: s.id,
            label: `${s.number} ${(lang === 'en' ? s.nameEn : s.nameZh) || s.name}`.trim(),
          }))}
          data-testid="gallery-series"
        />
        <Typography.Text type="secondary">{t('places', { names, start: START_YEAR, end: END_YEAR })}</Typography.Text>
      </Space>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Card title={t('line')} size="small">
          <ChartBlock request={request} kind="line" height={320} testId="gallery-line" />
        </Card>
        <Card title={t('bar')} size="small">
          <ChartBlock request={request} kind="bar" height={320} testId="gallery-bar" />
        </Card>
        <Card title={t('yoy')} size="small">
          {current.yearOnYear ? (
            <ChartBlock request={{ ...request, yoy: true }} kind="line" height={320} testId="gallery-yoy" />
          ) : (
            <Typography.Text type="secondary">{t('noYoy')}</Typography.Text>
          )}
        </Card>
      </Space>
    </section>
  );
}

function ControlGallery() {
  const { t } = useTranslation('gallery');
  const [view, setView] = useState('chart');
  const [yoy, setYoy] = useState(false);
  return (
    <section aria-labelledby="gallery-controls" data-testid="gallery-controls">
      <Typography.Title level={2} id="gallery-controls" style={{ fontSize: 18 }}>
        {t('controls')}
      </Typography.Title>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Card title={t('buttons')} size="small">
          <Space wrap>
            <Button type="primary">{t('primary')}</Button>
            <Button>{t('default')}</Button>
            <Button type="dashed">{t('dashed')}</Button>
            <Button type="link">{t('link')}</Button>
            <Button danger>{t('danger')}</Button>
          </Space>
        </Card>
        <Card title={t('choices')} size="small">
          <Space wrap size="large">
            {/* antd's Radio.Group drops `role`: the named radiogroup wraps it */}
            <div role="radiogroup" aria-label={t('view')}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                value={view}
                onChange={(event) => setView(String(event.target.value))}
                options={(['chart', 'table', 'map'] as const).map((value) => ({ value, label: t(value) }))}
              />
            </div>
            <Space>
              <Switch checked={yoy} onChange={setYoy} aria-labelledby="gallery-switch" />
              <span id="gallery-switch">{t('switch')}</span>
            </Space>
          </Space>
        </Card>
        <Card title={t('tags')} size="small">
          <Space wrap>
            <Tag color="success">{t('published')}</Tag>
            <Tag color="processing">{t('pending')}</Tag>
            <Tag color="error">{t('rejected')}</Tag>
          </Space>
        </Card>
        <Card title={t('messages')} size="small">
          <Space direction="vertical" style={{ width: '100%' }}>
            <Alert type="info" showIcon message={t('info')} />
            <Alert type="success" showIcon message={t('success')} />
            <Alert type="warning" showIcon message={t('warning')} />
            <Alert type="error" showIcon message={t('error')} />
          </Space>
        </Card>
        <PopupGallery />
        <Card title={t('empty')} size="small">
          <Empty />
        </Card>
      </Space>
    </section>
  );
}

/** The popup picker (SPEC §3) in a form, over the demo online report of cities: its columns fill three fields. */
function PopupGallery() {
  const { t } = useTranslation('gallery');
  const lang = useLang();
  const [form] = Form.useForm();
  const orgFields = lang === 'en' ? 'name_en,economy,population' : 'name_zh,economy_zh,population';
  return (
    <Card title={t('popup')} size="small">
      <Typography.Paragraph type="secondary">{t('popupHint')}</Typography.Paragraph>
      <Form form={form} name="galleryPopup" layout="vertical">
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="city" label={t('city')}>
              <PopupPicker
                code="demo_city_popup"
                field="city"
                orgFields={orgFields}
                destFields="city,economy,population"
                triggerChange
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="economy" label={t('economy')}>
              <Input readOnly data-testid="gallery-popup-economy" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="population" label={t('population')}>
              <Input readOnly data-testid="gallery-popup-population" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
