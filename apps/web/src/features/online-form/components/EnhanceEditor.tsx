import type { OnlineFormField } from '@csp/contract/core';
import { onlineFormLimits } from '@csp/contract/core';
import { Button, Card, Col, Form, Input, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/useLang';

/**
 * The form's remembered queries (SPEC §9 table-enhance records, at most 16): each a name in both languages and a
 * value for some of the form's query fields; the list view shows them as quick choices above its table.
 */
export function EnhanceEditor() {
  const { t } = useTranslation('onlineForm');
  const lang = useLang();
  const form = Form.useFormInstance();
  const fields = (Form.useWatch('fields', form) ?? []) as OnlineFormField[];
  const queryFields = fields.filter((f) => f?.query && f.field);
  const max = onlineFormLimits.enhanceRecords;
  return (
    <Form.List name="enhanceRecords">
      {(records, { add, remove }) => (
        <div data-testid="enhance-editor">
          <Typography.Title level={5}>{t('enhance.title')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('enhance.hint', { max })}</Typography.Paragraph>
          {records.map((record) => (
            <Card
              key={record.key}
              size="small"
              style={{ marginBottom: 8 }}
              extra={
                <Button size="small" danger onClick={() => remove(record.name)}>
                  {t('enhance.remove')}
                </Button>
              }
            >
              <Row gutter={12}>
                <Col xs={24} md={12}>
                  <Form.Item name={[record.name, 'nameEn']} label={t('enhance.nameEn')} rules={[{ required: true }]}>
                    <Input maxLength={100} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name={[record.name, 'nameZh']} label={t('enhance.nameZh')} rules={[{ required: true }]}>
                    <Input maxLength={100} />
                  </Form.Item>
                </Col>
                {queryFields.map((f) => (
                  <Col xs={24} md={8} key={f.field}>
                    <Form.Item
                      name={[record.name, 'filters', f.field]}
                      label={lang === 'en' ? f.labelEn : f.labelZh}
                      normalize={(value: string) => (value === '' ? undefined : value)}
                    >
                      <Input maxLength={100} allowClear />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
            </Card>
          ))}
          <Space>
            <Button onClick={() => add({ nameEn: '', nameZh: '', filters: {} })} disabled={records.length >= max}>
              {t('enhance.add')}
            </Button>
            <Typography.Text type="secondary">{`${records.length} / ${max}`}</Typography.Text>
          </Space>
        </div>
      )}
    </Form.List>
  );
}
