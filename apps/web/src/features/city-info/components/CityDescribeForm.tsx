import type { CityInfoRow } from '@csp/contract/core';
import { App, Button, Form, InputNumber, Space, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor';
import { submitForm } from '../../system/shared/submit';
import { saveDescribe } from '../api';

interface Values {
  describeEn: string;
  describeZh: string;
  startYear?: number | null;
  endYear?: number | null;
}

interface Props {
  city: CityInfoRow;
  describeEn: string;
  describeZh: string;
  editable: boolean;
  onSaved: () => void;
}

/** The city's introduction in both languages (rich text) and its year range; the server's field errors beside. */
export function CityDescribeForm({ city, describeEn, describeZh, editable, onSaved }: Props) {
  const { t } = useTranslation('cityInfo');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    form.setFieldsValue({ describeEn, describeZh, startYear: city.startYear, endYear: city.endYear });
  }, [form, describeEn, describeZh, city.startYear, city.endYear]);

  const save = async (values: Values) => {
    setSaving(true);
    const ok = await submitForm(
      form,
      () =>
        saveDescribe({
          id: city.id,
          describeEn: values.describeEn ?? '',
          describeZh: values.describeZh ?? '',
          startYear: values.startYear ?? null,
          endYear: values.endYear ?? null,
        }),
      message,
    );
    setSaving(false);
    if (ok) onSaved();
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={(values) => void save(values)} disabled={!editable}>
      <Tabs
        items={[
          {
            key: 'en',
            label: t('describe.en'),
            forceRender: true,
            children: (
              <Form.Item name="describeEn" label={t('describe.labelEn')}>
                <RichTextEditor aria-label={t('describe.labelEn')} disabled={!editable} />
              </Form.Item>
            ),
          },
          {
            key: 'zh',
            label: t('describe.zh'),
            forceRender: true,
            children: (
              <Form.Item name="describeZh" label={t('describe.labelZh')}>
                <RichTextEditor aria-label={t('describe.labelZh')} disabled={!editable} />
              </Form.Item>
            ),
          },
        ]}
      />
      <Space wrap align="start">
        <Form.Item name="startYear" label={t('describe.startYear')}>
          <InputNumber min={1900} max={2100} precision={0} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item
          name="endYear"
          label={t('describe.endYear')}
          dependencies={['startYear']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, end?: number | null) => {
                const start = getFieldValue('startYear') as number | null | undefined;
                if (start != null && end != null && start > end) throw new Error(t('describe.yearsOrder'));
              },
            }),
          ]}
        >
          <InputNumber min={1900} max={2100} precision={0} style={{ width: 140 }} />
        </Form.Item>
      </Space>
      {editable ? (
        <div>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="describe-save">
            {t('describe.save')}
          </Button>
        </div>
      ) : null}
    </Form>
  );
}
