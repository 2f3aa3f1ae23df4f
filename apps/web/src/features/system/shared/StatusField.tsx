import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

/** The status of a record of the back office: enabled (1) or disabled (0). */
export function StatusField() {
  const { t } = useTranslation('system');
  return (
    <Form.Item name="status" label={t('common.status')}>
      <Radio.Group
        options={[
          { value: 1, label: t('common.enabled') },
          { value: 0, label: t('common.disabled') },
        ]}
      />
    </Form.Item>
  );
}
