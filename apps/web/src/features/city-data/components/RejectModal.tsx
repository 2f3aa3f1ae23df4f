import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { App, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { submitForm } from '../../system/shared/submit';
import { examine, type Selection } from '../api';

interface Props {
  /** The values to reject (closed when null) and what they are, for the title. */
  target: { selection: Selection; what: string } | null;
  onClose: () => void;
  onDone: () => void;
}

/** Rejects values with a reason (required; the server's field error shows under the field). */
export function RejectModal({ target, onClose, onDone }: Props) {
  const { t } = useTranslation('cityData');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <ModalForm<{ reason: string }>
      title={t('examine.rejectTitle', { what: target?.what ?? '' })}
      open={target !== null}
      form={form}
      width={520}
      modalProps={{ destroyOnHidden: true, onCancel: onClose, maskClosable: false }}
      submitter={{ searchConfig: { submitText: t('examine.reject'), resetText: t('actions.cancel') } }}
      onFinish={async ({ reason }) => {
        if (!target) return false;
        const ok = await submitForm(form, () => examine(target.selection, false, reason), message);
        if (ok) onDone();
        return ok;
      }}
    >
      <ProFormTextArea
        name="reason"
        label={t('examine.reason')}
        fieldProps={{ maxLength: 500, showCount: true, rows: 3 }}
        placeholder={t('examine.reasonHint')}
      />
    </ModalForm>
  );
}
