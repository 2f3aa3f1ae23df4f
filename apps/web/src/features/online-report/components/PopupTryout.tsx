import { Alert, Col, Form, Input, Row, Select, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PopupPicker } from '../../../components/popup-picker';
import { columnFields, type ReportFormValues } from '../report-form';
import styles from './report-editor.module.css';

const target = (field: string) => `target_${field}`;

/**
 * The popup picker on this (saved) report, used as a form uses it: the chosen columns (orgFields) are copied
 * into the target fields (destFields) of the small form below when a row is picked.
 */
export function PopupTryout({ savedCode }: { savedCode?: string }) {
  const { t } = useTranslation('onlineReport');
  const editor = Form.useFormInstance<ReportFormValues>();
  const columns = Form.useWatch('columns', editor);
  const fields = columnFields(columns);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [multi, setMulti] = useState(false);
  const [demo] = Form.useForm();
  if (!savedCode) return <Alert type="info" showIcon message={t('reports.popupNeedsSave')} />;

  const orgFields = (chosen ?? fields.slice(0, 2)).filter((f) => fields.includes(f));
  const destFields = orgFields.map(target);
  const title = (field: string) => columns?.find((c) => c?.field === field)?.title || field;
  const [first, ...rest] = orgFields;

  return (
    <div>
      <p className={styles.hint}>{t('reports.popupHint')}</p>
      <Space wrap align="center" className={styles.toolbar}>
        <span>{t('reports.orgFields')}</span>
        <Select
          mode="multiple"
          style={{ minWidth: 280 }}
          value={orgFields}
          aria-label={t('reports.orgFields')}
          options={fields.map((f) => ({ value: f, label: f }))}
          onChange={(value: string[]) => setChosen(value)}
        />
        <span>{t('reports.multi')}</span>
        <Switch checked={multi} onChange={setMulti} aria-label={t('reports.multi')} />
      </Space>
      <Typography.Paragraph code copyable>
        {`<PopupPicker code="${savedCode}" field="${destFields[0] ?? ''}" orgFields="${orgFields.join(',')}" destFields="${destFields.join(',')}"${multi ? ' multi' : ''} triggerChange />`}
      </Typography.Paragraph>
      <Form form={demo} name="popupTryout" component={false} layout="vertical">
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name={first ? target(first) : 'picker'} label={first ? title(first) : t('reports.pickerField')}>
              <PopupPicker
                code={savedCode}
                field={first ? target(first) : 'picker'}
                orgFields={orgFields.join(',')}
                destFields={destFields.join(',')}
                multi={multi}
                triggerChange
              />
            </Form.Item>
          </Col>
          {rest.map((field) => (
            <Col xs={24} md={8} key={field}>
              <Form.Item name={target(field)} label={title(field)}>
                <Input readOnly data-testid={`popup-target-${field}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </div>
  );
}
