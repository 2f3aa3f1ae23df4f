import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizeServerMessage } from '../../../lib/server-messages';
import { useLang } from '../../../lib/useLang';
import { register } from '../../auth/account-api';
import { sendWithEncryptedPasswords } from '../../auth/encrypt-passwords';
import { useCaptcha } from '../../auth/useCaptcha';
import { uniqueEmailRule, uniqueUsernameRule } from '../account-checks';
import { useFormSubmit } from '../hooks/useFormSubmit';
import { CaptchaField, FormEnd, FormFailure, UsernameField } from './FormParts';
import { PasswordFields } from './PasswordFields';

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
  const { busy, failure, submit } = useFormSubmit(form, { known: FIELDS, captcha }, async (values) => {
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
  });

  return (
    <Form<Values> form={form} layout="vertical" requiredMark onFinish={submit} disabled={busy}>
      <FormFailure failure={failure} />
      <UsernameField validateTrigger={['onChange', 'onBlur']} rules={[uniqueUsernameRule()]} />
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
      <CaptchaField captcha={captcha} />
      <FormEnd
        busy={busy}
        submit={t('register.submit')}
        links={[{ to: '/user/login', label: t('register.haveAccount') }]}
      />
    </Form>
  );
}
