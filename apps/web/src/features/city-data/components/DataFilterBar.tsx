import { SearchOutlined } from '@ant-design/icons';
import { type DataStatus, logTypes } from '@csp/contract/core';
import { App, Button, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { toIsoRange } from '../../system/shared/list-query';
import { type DataFilters, yearsInOrder } from '../query';
import styles from './city-data.module.css';
import { PlaceSelects } from './PlaceSelects';
import { SeriesSelects } from './SeriesSelects';

export type FilterField = 'place' | 'city' | 'series' | 'type' | 'status' | 'years' | 'user' | 'action' | 'time';

interface Props {
  fields: readonly FilterField[];
  /** Statuses offered by the status filter. */
  statuses?: readonly (DataStatus | 'waiting')[];
  initial?: DataFilters;
  onSearch: (filters: DataFilters) => void;
}

interface FormValues extends DataFilters {
  time?: unknown;
}

/**
 * The filter form of the city data screens (economy → city, series → type, status, years; user, action and time
 * on the logs). Search sends the filters; a start year after the end year warns instead (SPEC §5).
 */
export function DataFilterBar({ fields, statuses = [], initial = {}, onSearch }: Props) {
  const { t } = useTranslation('cityData');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const has = (field: FilterField) => fields.includes(field);
  const submit = (values: FormValues) => {
    const { time, ...rest } = values;
    const filters: DataFilters = { ...rest, ...(has('time') ? toIsoRange(time) : {}) };
    if (!yearsInOrder(filters)) {
      message.warning(t('filters.startAfterEnd'));
      return;
    }
    onSearch(filters);
  };
  return (
    <Form<FormValues>
      form={form}
      name="cityDataFilters"
      layout="inline"
      className={styles.filters}
      initialValues={initial}
      onFinish={submit}
      aria-label={t('filters.label')}
    >
      {has('place') ? <PlaceSelects withCity={has('city')} /> : null}
      {has('series') ? <SeriesSelects withType={has('type')} /> : null}
      {has('status') ? (
        <Form.Item name="status" label={t('fields.status')}>
          <Select
            allowClear
            placeholder={t('filters.allStatuses')}
            options={statuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            style={{ minWidth: 130 }}
          />
        </Form.Item>
      ) : null}
      {has('years') ? (
        <Form.Item label={t('fields.years')}>
          <Space.Compact>
            <Form.Item name="startYear" noStyle>
              <InputNumber
                min={1900}
                max={2100}
                precision={0}
                placeholder={t('filters.from')}
                aria-label={t('filters.startYear')}
              />
            </Form.Item>
            <Form.Item name="endYear" noStyle>
              <InputNumber
                min={1900}
                max={2100}
                precision={0}
                placeholder={t('filters.to')}
                aria-label={t('filters.endYear')}
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      ) : null}
      {has('user') ? (
        <Form.Item name="username" label={t('fields.user')}>
          <Input allowClear maxLength={100} style={{ width: 150 }} />
        </Form.Item>
      ) : null}
      {has('action') ? (
        <Form.Item name="logType" label={t('fields.action')}>
          <Select
            allowClear
            placeholder={t('filters.allActions')}
            options={logTypes.map((type) => ({ value: type, label: t(`logType.${type}`) }))}
            style={{ minWidth: 130 }}
          />
        </Form.Item>
      ) : null}
      {has('time') ? (
        <Form.Item name="time" label={t('fields.time')}>
          <DatePicker.RangePicker showTime />
        </Form.Item>
      ) : null}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('filters.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              submit(form.getFieldsValue());
            }}
          >
            {t('filters.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
