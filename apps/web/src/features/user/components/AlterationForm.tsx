import { NumberOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '../../auth/account-api';
import { sendWithEncryptedPasswords } from '../../auth/encrypt-passwords';
import { useFormSubmit } from '../hooks/useFormSubmit';
import { FormEnd, FormFailure, UsernameField } from './FormParts';
import { PasswordFields } from './PasswordFields';

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
  const { busy, failure, submit } = useFormSubmit(form, { known: FIELDS }, async (values) => {
    await sendWithEncryptedPasswords(
      { password: values.password, confirmPassword: values.confirmPassword },
      (encrypted) => resetPassword({ username: values.username.trim(), code: values.code.trim(), ...encrypted }),
      { retryOnStaleKey: true },
    );
    onChanged();
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ username }}
      onFinish={submit}
      disabled={busy}
    >
      <FormFailure failure={failure} />
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
