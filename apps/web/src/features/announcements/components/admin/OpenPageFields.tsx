import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type AnnouncementFormValues, isValidOpenPage } from '../../admin-form';
import { openTypeOptions } from '../code-options';

/** How recipients open it: the detail window, a screen of the platform (a path) or a web page. */
export function OpenPageFields() {
  const { t } = useTranslation('announcements');
  const openType = Form.useWatch<AnnouncementFormValues['openType']>('openType') ?? 'none';
  return (
    <Row gutter={16}>
      <Col xs={24} md={10}>
        <Form.Item name="openType" label={t('fields.openType')}>
          <Select options={openTypeOptions(t)} />
        </Form.Item>
      </Col>
      {openType === 'none' ? null : (
        <Col xs={24} md={14}>
          <Form.Item
            name="openPage"
            label={t('fields.openPage')}
            rules={[
              { required: true, whitespace: true, message: t('admin.required.openPage') },
              {
                validator: (_, value?: string) =>
                  !value?.trim() || isValidOpenPage(openType, value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t(`admin.invalid.${openType}`))),
              },
            ]}
          >
            <Input
              maxLength={500}
              placeholder={t(openType === 'url' ? 'admin.pageUrlPlaceholder' : 'admin.pageComponentPlaceholder')}
            />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}
