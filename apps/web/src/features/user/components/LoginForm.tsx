import { LockOutlined } from '@ant-design/icons';
import type { LoginResult } from '@csp/contract/core';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { lastLoginName } from '../../../lib/auth';
import { login } from '../../auth/api';
import { sendWithEncryptedPasswords } from '../../auth/encrypt-passwords';
import { useCaptcha } from '../../auth/useCaptcha';
import { useFormSubmit } from '../hooks/useFormSubmit';
import { CaptchaField, FormEnd, FormFailure, UsernameField } from './FormParts';
import styles from './user-forms.module.css';

interface Values {
  username: string;
  password: string;
  captcha: string;
}

const FIELDS = ['username', 'password', 'captcha'];
const canEncrypt = () => typeof globalThis.crypto?.subtle?.importKey === 'function';

/** Username, password (encrypted before it leaves) and captcha; server errors shown at their fields. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (result: LoginResult) => void }) {
  const { t } = useTranslation('user');
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const { busy, failure, submit } = useFormSubmit(
    form,
    { known: FIELDS, captcha },
    async ({ username, password, captcha: answer }) => {
      const result = await sendWithEncryptedPasswords(
        { password },
        (encrypted) =>
          login({
            username: username.trim(),
            password: encrypted.password,
            captcha: answer.trim(),
            checkKey: captcha.key,
          }),
        { captchaKey: captcha.key },
      );
      onLoggedIn(result);
    },
  );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ username: lastLoginName() ?? '' }}
      onFinish={submit}
      disabled={busy}
    >
      {canEncrypt() ? null : (
        <Alert className={styles.alert} type="warning" showIcon message={t('login.cryptoUnavailable')} />
      )}
      <FormFailure failure={failure} />
      <UsernameField format={false} />
      <Form.Item
        name="password"
        label={t('fields.password')}
        rules={[{ required: true, message: t('required.password') }]}
      >
        <Input.Password
          size="large"
          prefix={<LockOutlined aria-hidden />}
          autoComplete="current-password"
          maxLength={20}
        />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      <FormEnd
        busy={busy}
        submit={t('login.submit')}
        links={[
          { to: '/user/register', label: t('login.register') },
          { to: '/user/forgetPassword', label: t('login.forgot') },
        ]}
      />
    </Form>
  );
}
