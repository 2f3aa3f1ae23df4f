import { NumberOutlined } from '@ant-design/icons';
import { Alert, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../lib/form-errors';
import { resetPassword } from '../../auth/account-api';
import { sendWithEncryptedPasswords } from '../../auth/encrypt-passwords';
import { FormEnd, UsernameField } from './FormParts';
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
      <UsernameField />
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
      <FormEnd
        busy={busy}
        submit={t('alteration.submit')}
        links={[
          { to: '/user/login', label: t('forget.back') },
          { to: '/user/forgetPassword', label: t('alteration.resend') },
        ]}
      />
    </Form>
  );
}
