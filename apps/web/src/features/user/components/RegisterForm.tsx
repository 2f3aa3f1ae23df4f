import { MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applyServerErrors } from '../../../lib/form-errors';
import { localizeServerMessage } from '../../../lib/server-messages';
import { useLang } from '../../../lib/useLang';
import { register } from '../../auth/account-api';
import { CaptchaInput } from '../../auth/components/CaptchaInput';
import { sendWithEncryptedPasswords } from '../../auth/encrypt-passwords';
import { useCaptcha } from '../../auth/useCaptcha';
import { USERNAME_PATTERN, uniqueEmailRule, uniqueUsernameRule } from '../account-checks';
import { PasswordFields } from './PasswordFields';
import styles from './user-forms.module.css';

interface Values {
  username: string;
  realname?: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone?: string;
  captcha: string;
}

const FIELDS = ['username', 'realname', 'email', 'password', 'confirmPassword', 'phone', 'captcha'];

/** Registration (SPEC §4, §5): the account waits for approval. */
export function RegisterForm({
  onRegistered,
}: {
  onRegistered: (account: { username: string; email: string }) => void;
}) {
  const { t } = useTranslation('user');
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setBusy(true);
    setFailure(null);
    try {
      const username = values.username.trim();
      const email = values.email.trim();
      await sendWithEncryptedPasswords(
        { password: values.password, confirmPassword: values.confirmPassword },
        (encrypted) =>
          register({
            username,
            email,
            ...encrypted,
            ...(values.realname?.trim() ? { realname: values.realname.trim() } : {}),
            ...(values.phone?.trim() ? { phone: values.phone.trim() } : {}),
            captcha: values.captcha.trim(),
            checkKey: captcha.key,
          }),
        { captchaKey: captcha.key },
      );
      onRegistered({ username, email });
    } catch (error) {
      form.setFieldValue('captcha', '');
      captcha.refresh();
      setFailure(applyServerErrors(form, error, { known: FIELDS, rename: { checkKey: 'captcha' } }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" requiredMark onFinish={(v) => void submit(v)} disabled={busy}>
      {failure ? <Alert className={styles.alert} type="error" showIcon message={failure} role="alert" /> : null}
      <Form.Item
        name="username"
        label={t('fields.username')}
        validateTrigger={['onChange', 'onBlur']}
        rules={[
          { required: true, message: t('required.username') },
          { pattern: USERNAME_PATTERN, message: t('rules.usernameFormat') },
          uniqueUsernameRule(),
        ]}
      >
        <Input size="large" prefix={<UserOutlined aria-hidden />} autoComplete="username" maxLength={32} />
      </Form.Item>
      <Form.Item name="realname" label={t('fields.realname')} rules={[{ max: 50 }]}>
        <Input size="large" autoComplete="name" maxLength={50} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('fields.email')}
        validateTrigger={['onChange', 'onBlur']}
        rules={[
          { required: true, message: t('required.email') },
          { type: 'email', message: localizeServerMessage('mailboxIsIncorrect', lang) },
          uniqueEmailRule(),
        ]}
      >
        <Input size="large" prefix={<MailOutlined aria-hidden />} autoComplete="email" maxLength={100} />
      </Form.Item>
      <PasswordFields />
      <Form.Item name="phone" label={t('fields.phone')} rules={[{ pattern: /^[0-9+\- ]{0,20}$/ }]}>
        <Input size="large" prefix={<PhoneOutlined aria-hidden />} autoComplete="tel" maxLength={20} />
      </Form.Item>
      <Form.Item
        name="captcha"
        label={t('fields.captcha')}
        rules={[{ required: true, message: t('required.captcha') }]}
      >
        <CaptchaInput captcha={captcha} />
      </Form.Item>
      <Form.Item className={styles.submit}>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('register.submit')}
        </Button>
      </Form.Item>
      <div className={styles.links}>
        <Link to="/user/login">{t('register.haveAccount')}</Link>
      </div>
    </Form>
  );
}
