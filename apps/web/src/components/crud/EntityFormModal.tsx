import { ModalForm } from '@ant-design/pro-components';
import { App, Form } from 'antd';
import { type ReactNode, useEffect } from 'react';
import type { Done } from '../../lib/api-calls';
import { submitForm } from './submit';

interface Props<T> {
  title: string;
  open: boolean;
  /** The form's values when it opens (the edited record, or defaults for a new one). */
  initialValues?: Partial<T>;
  save: (values: T) => Promise<Done<unknown>>;
  onClose: () => void;
  onSaved: () => void;
  /** Server field names that differ from the form's (`{ url: 'path' }`). */
  rename?: Record<string, string>;
  width?: number;
  children: ReactNode;
}

/**
 * The add/edit dialog of the system screens: a horizontal form that sends `save`, shows the server's
 * message, puts the server's field errors next to the fields and stays open until the save succeeds.
 */
export function EntityFormModal<T extends object>({
  title,
  open,
  initialValues,
  save,
  onClose,
  onSaved,
  rename,
  width = 600,
  children,
}: Props<T>) {
  const [form] = Form.useForm<T>();
  const { message } = App.useApp();
  // One form instance serves every opening: start each from this opening's values, not the last dialog's.
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <ModalForm<T>
      title={title}
      open={open}
      form={form}
      width={width}
      layout="horizontal"
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 17 }}
      initialValues={initialValues}
      modalProps={{ destroyOnHidden: true, onCancel: onClose, maskClosable: false }}
      onFinish={async (values) => {
        const saved = await submitForm(form, () => save(values), message, rename);
        if (saved) onSaved();
        return saved;
      }}
    >
      {children}
    </ModalForm>
  );
}
