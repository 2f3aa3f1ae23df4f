import type { ProColumns } from '@ant-design/pro-components';
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

/** The status column of a list (enabled or disabled), not searched; `t` is the system namespace's. */
export function statusColumn<Row>(
  t: (key: 'common.status' | 'common.enabled' | 'common.disabled') => string,
): ProColumns<Row> {
  return {
    title: t('common.status'),
    dataIndex: 'status',
    search: false,
    valueEnum: {
      1: { text: t('common.enabled'), status: 'Success' },
      0: { text: t('common.disabled'), status: 'Default' },
    },
  };
}
