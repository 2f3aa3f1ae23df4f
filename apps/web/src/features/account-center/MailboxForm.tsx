import type { AccountProfile } from '@csp/contract/core';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitForm } from '../../components/crud/submit';
import { confirmMailbox, PROFILE_KEY, sendMailboxCode } from './api';

interface Values {
  email: string;
  code: string;
}

/** Seconds before another code may be asked for (the server allows one a minute). */
const RESEND_SECONDS = 60;

/** Change of mailbox: a code is mailed to the NEW mailbox; entering it binds the mailbox. */
export function MailboxForm({ profile }: { profile: AccountProfile | undefined }) {
  const { t } = useTranslation('accountCenter');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [wait, setWait] = useState(0);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const sendCode = async () => {
    const { email } = await form.validateFields(['email']);
    if (await submitForm(form, () => sendMailboxCode(email), message)) {
      setSent(true);
      setWait(RESEND_SECONDS);
    }
  };

  const confirm = async (values: Values) => {
    let profileAfter: AccountProfile | undefined;
    const ok = await submitForm(
      form,
      async () => {
        const done = await confirmMailbox(values.email, values.code);
        profileAfter = done.result;
        return done;
      },
      message,
    );
    if (ok && profileAfter) {
      queryClient.setQueryData(PROFILE_KEY, profileAfter);
      form.resetFields();
      setSent(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" style={{ maxWidth: 480 }} onFinish={confirm}>
      <Form.Item label={t('currentMailbox')}>
        <Input value={profile?.email ?? t('noMailbox')} disabled />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('newMailbox')}
        rules={[
          { required: true, message: t('newMailboxRequired') },
          { type: 'email', message: t('mailboxRule') },
        ]}
      >
        <Input maxLength={100} autoComplete="email" />
      </Form.Item>
      <Form.Item label={t('code')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={[{ required: sent, pattern: /^\d{6}$/, message: t('codeRule') }]}>
            <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
          </Form.Item>
          <Button onClick={() => void sendCode()} disabled={wait > 0} data-testid="mailbox-send-code">
            {wait > 0 ? t('resendIn', { seconds: wait }) : t('sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={!sent}>
        {t('changeMailbox')}
      </Button>
    </Form>
  );
}
