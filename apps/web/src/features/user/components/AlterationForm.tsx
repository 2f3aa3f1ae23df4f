import { NumberOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applyServerErrors } from '../../../lib/form-errors';
import { resetPassword } from '../../auth/account-api';
import { sendWithEncryptedPasswords } from '../../auth/encrypt-passwords';
import { USERNAME_PATTERN } from '../account-checks';
import { PasswordFields } from './PasswordFields';
import styles from './user-forms.module.css';

interface Values {
  username: string;
  code: string;
  password: string;
  confirmPassword: string;
}

const FIELDS = ['username', 'code', 'password', 'confirmPassword'];

/** Step two of a forgotten password: the mailed code and the new password (SPEC §5 rule). */
export function AlterationForm({ username, onChanged }: { username: string; onChanged: () => void }) {
  const { t } = useTranslation('user');
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setBusy(true);
    setFailure(null);
    try {
      await sendWithEncryptedPasswords(
        { password: values.password, confirmPassword: values.confirmPassword },
        (encrypted) => resetPassword({ username: values.username.trim(), code: values.code.trim(), ...encrypted }),
        { retryOnStaleKey: true },
      );
      onChanged();
    } catch (error) {
      setFailure(applyServerErrors(form, error, { known: FIELDS }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ username }}
      onFinish={(v) => void submit(v)}
      disabled={busy}
    >
      {failure ? <Alert className={styles.alert} type="error" showIcon message={failure} role="alert" /> : null}
      <Form.Item
        name="username"
        label={t('fields.username')}
        rules={[
          { required: true, message: t('required.username') },
          { pattern: USERNAME_PATTERN, message: t('rules.usernameFormat') },
        ]}
      >
        <Input size="large" prefix={<UserOutlined aria-hidden />} autoComplete="username" maxLength={32} />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('fields.code')}
        rules={[
          { required: true, message: t('required.code') },
          { pattern: /^\d{6}$/, message: t('rules.codeFormat') },
        ]}
      >
        <Input
          size="large"
          prefix={<NumberOutlined aria-hidden />}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
      </Form.Item>
      <PasswordFields label={t('fields.newPassword')} />
      <Form.Item className={styles.submit}>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('alteration.submit')}
        </Button>
      </Form.Item>
      <div className={styles.links}>
        <Link to="/user/login">{t('forget.back')}</Link>
        <Link to="/user/forgetPassword">{t('alteration.resend')}</Link>
      </div>
    </Form>
  );
}
