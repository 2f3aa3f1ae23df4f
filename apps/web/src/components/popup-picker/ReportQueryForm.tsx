import type { ParamInfoItem, QueryInfoItem, RpColumns } from '@csp/contract/core';
import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/language';
import { useLang } from '../../lib/useLang';
import { queryOf } from './popup-config';
import styles from './popup-picker.module.css';

interface Props {
  params: ParamInfoItem[];
  items: QueryInfoItem[];
  dictOptions: RpColumns['dictOptions'];
  onSearch: (query: Record<string, string>) => void;
}

const label = (zh: string, en: string, lang: Language) => (lang === 'en' ? en || zh : zh || en);

/**
 * The report's query form: its parameters (with their defaults), then its query items; items whose hidden
 * flag is "1" show only once the form is expanded (SPEC §3 "Report popup config"). A range item has two inputs,
 * `<field>_begin` and `<field>_end`.
 */
export function ReportQueryForm({ params, items, dictOptions, onSearch }: Props) {
  const { t } = useTranslation('onlineReport');
  const lang = useLang();
  const [form] = Form.useForm();
  const [expanded, setExpanded] = useState(false);
  const initialValues = Object.fromEntries(params.map((p) => [p.field, p.defaultValue]));
  const shown = items.filter((item) => expanded || item.hidden !== '1');
  const hasHidden = items.some((item) => item.hidden === '1');
  if (!params.length && !items.length) return null;

  const input = (item: QueryInfoItem, name: string, placeholder?: string) => {
    if (item.view === 'date') return <DatePicker placeholder={placeholder} style={{ width: '100%' }} />;
    if (item.view === 'list') {
      const options = (dictOptions[item.field] ?? []).map((o) => ({
        value: o.value,
        label: lang === 'en' ? o.textEn || o.text : o.text,
      }));
      return <Select allowClear options={options} placeholder={placeholder} aria-label={name} />;
    }
    return <Input allowClear placeholder={placeholder} inputMode={item.view === 'number' ? 'decimal' : undefined} />;
  };

  return (
    <Form
      form={form}
      name="reportQuery"
      className={styles.queryForm}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => onSearch(queryOf(values))}
    >
      <Row gutter={16}>
        {params.map((p) => (
          <Col key={`param-${p.field}`} xs={24} sm={12} md={8}>
            <Form.Item name={p.field} label={label(p.label, p.labelEn, lang)}>
              <Input allowClear />
            </Form.Item>
          </Col>
        ))}
        {shown.map((item) => {
          const text = label(item.label, item.labelEn, lang);
          return (
            <Col key={item.field} xs={24} sm={12} md={8}>
              {item.mode === 'group' ? (
                <Form.Item label={text} style={{ marginBottom: 0 }}>
                  <Space.Compact block>
                    <Form.Item name={`${item.field}_begin`} noStyle>
                      {input(item, `${item.field}_begin`, t('popup.begin'))}
                    </Form.Item>
                    <Form.Item name={`${item.field}_end`} noStyle>
                      {input(item, `${item.field}_end`, t('popup.end'))}
                    </Form.Item>
                  </Space.Compact>
                </Form.Item>
              ) : (
                <Form.Item name={item.field} label={text}>
                  {input(item, item.field)}
                </Form.Item>
              )}
            </Col>
          );
        })}
        <Col xs={24} sm={12} md={8} className={styles.queryButtons}>
          <Space wrap>
            <Button type="primary" htmlType="submit">
              {t('popup.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onSearch(queryOf(form.getFieldsValue()));
              }}
            >
              {t('popup.reset')}
            </Button>
            {hasHidden ? (
              <Button type="link" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded}>
                {expanded ? t('popup.collapse') : t('popup.expand')}
              </Button>
            ) : null}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
