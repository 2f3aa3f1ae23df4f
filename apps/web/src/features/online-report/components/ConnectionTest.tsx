import { ApiOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutcomeAlert } from '../../../components/OutcomeAlert';
import { applyServerErrors, serverFieldErrors } from '../../../lib/form-errors';
import { dataSourceApi } from '../api';

const CONNECTION_FIELDS = ['type', 'host', 'port', 'database', 'username', 'password', 'ssl'];

/**
 * "Test connection" inside the data source form: sends the typed settings (and, for a stored source, its id,
 * so the stored password is used when none is typed) and shows the server version or the driver's words.
 */
export function ConnectionTest({ sourceId }: { sourceId?: string }) {
  const { t } = useTranslation('onlineReport');
  const form = Form.useFormInstance();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string; detail?: string } | null>(null);

  const run = async () => {
    setOutcome(null);
    try {
      await form.validateFields(CONNECTION_FIELDS.filter((f) => f !== 'password' && f !== 'ssl'));
    } catch {
      return;
    }
    const values = form.getFieldsValue(CONNECTION_FIELDS);
    setBusy(true);
    try {
      const done = await dataSourceApi.test({ ...values, id: sourceId, password: values.password || undefined });
      setOutcome({
        ok: true,
        text: t('sources.connected', { ms: done.result.elapsedMs, version: done.result.version }),
      });
    } catch (error) {
      const detail = serverFieldErrors(error).find((e) => e.field === 'connection')?.message;
      const text = applyServerErrors(form, error, { known: CONNECTION_FIELDS });
      const shown = text ?? (error instanceof Error ? error.message : String(error));
      // The server says only "could not connect" (the reason is in its log): no second line with the same words.
      setOutcome({ ok: false, text: shown, detail: detail === shown ? undefined : detail });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form.Item wrapperCol={{ offset: 6, span: 17 }}>
      <Button icon={<ApiOutlined />} loading={busy} onClick={run}>
        {t('sources.test')}
      </Button>
      {outcome ? (
        <OutcomeAlert
          ok={outcome.ok}
          text={outcome.text}
          detail={outcome.detail}
          role={outcome.ok ? 'status' : 'alert'}
        />
      ) : null}
    </Form.Item>
  );
}
