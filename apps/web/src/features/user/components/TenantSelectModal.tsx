import type { TenantChoice } from '@csp/contract/core';
import { Form, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  tenants: readonly TenantChoice[];
  current: number;
  onSubmit: (tenantId: number) => void;
}

/** A user of several tenants chooses the one to work in; its id goes in every request's `tenant-id` header. */
export function TenantSelectModal({ open, tenants, current, onSubmit }: Props) {
  const { t } = useTranslation('user');
  const [form] = Form.useForm<{ tenantId: number }>();
  useEffect(() => {
    if (open) form.setFieldsValue({ tenantId: current });
  }, [open, current, form]);
  return (
    <Modal
      open={open}
      title={t('tenant.title')}
      okText={t('depart.confirm')}
      onOk={() =>
        void form.validateFields().then(
          ({ tenantId }) => onSubmit(tenantId),
          () => {},
        )
      }
      closable={false}
      maskClosable={false}
      keyboard={false}
      cancelButtonProps={{ style: { display: 'none' } }}
      forceRender
    >
      <p>{t('tenant.hint')}</p>
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          name="tenantId"
          label={t('tenant.label')}
          rules={[{ required: true, message: t('tenant.required') }]}
        >
          <Select
            options={tenants.map((tenant) => ({
              value: tenant.id,
              label: `${tenant.name} (${tenant.id})${tenant.id === current ? ` · ${t('depart.current')}` : ''}`,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
