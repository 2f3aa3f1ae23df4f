import type { Depart } from '@csp/contract/core';
import { Alert, Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../lib/form-errors';
import { useLang } from '../../../lib/useLang';

interface Props {
  open: boolean;
  departs: readonly Depart[];
  current?: string | null;
  title: string;
  /** Without cancel the modal cannot be dismissed (the choice at login). */
  onCancel?: () => void;
  /** Chooses the department; a rejection shows its message on the field. */
  onSubmit: (orgCode: string) => Promise<void>;
}

/** Choosing a department by organisation code (SPEC §2 "Department-switch modal", §5 "Department select"). */
export function DepartSelectModal({ open, departs, current, title, onCancel, onSubmit }: Props) {
  const { t } = useTranslation('user');
  const lang = useLang();
  const [form] = Form.useForm<{ orgCode: string }>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      form.setFieldsValue({ orgCode: current ?? undefined });
      setFailure(null);
    }
  }, [open, current, form]);

  const submit = async () => {
    const { orgCode } = await form.validateFields();
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(orgCode);
    } catch (error) {
      setFailure(applyServerErrors(form, error, { known: ['orgCode'] }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={t('depart.confirm')}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={busy}
      onCancel={onCancel}
      closable={!!onCancel}
      maskClosable={false}
      keyboard={!!onCancel}
      cancelButtonProps={onCancel ? undefined : { style: { display: 'none' } }}
      forceRender
    >
      <p>{t('depart.hint')}</p>
      {failure ? <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="orgCode" label={t('depart.label')} rules={[{ required: true, message: t('depart.required') }]}>
          <Select
            placeholder={t('depart.placeholder')}
            options={departs.map((depart) => ({
              value: depart.orgCode,
              label: `${lang === 'en' ? depart.departNameEn || depart.departName : depart.departName} (${depart.orgCode})${
                depart.orgCode === current ? ` · ${t('depart.current')}` : ''
              }`,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
