import { MailOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { localizeServerMessage } from '../../../lib/server-messages';
import { useLang } from '../../../lib/useLang';
import { sendResetCode } from '../../auth/account-api';
import { useCaptcha } from '../../auth/useCaptcha';
import { useFormSubmit } from '../hooks/useFormSubmit';
import { CaptchaField, FormEnd, FormFailure, UsernameField } from './FormParts';

interface Values {
  username: string;
  email: string;
  captcha: string;
}

const FIELDS = ['username', 'email', 'captcha'];

/** Step one of a forgotten password: username and bound mailbox; a code is mailed there. */
export function ForgetPasswordForm({ onSent }: { onSent: (username: string) => void }) {
  const { t } = useTranslation('user');
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const userNotExist = (error: unknown) => {
    if (!isApiError(error) || error.messageKey !== 'userNotExist') return false;
    form.setFields([{ name: 'username', errors: [error.message] }]);
    return true;
  };
  const { busy, failure, submit } = useFormSubmit(
    form,
    { known: FIELDS, captcha, handle: userNotExist },
    async (values) => {
      const username = values.username.trim();
      await sendResetCode({
        username,
        email: values.email.trim(),
        captcha: values.captcha.trim(),
        checkKey: captcha.key,
      });
      onSent(username);
    },
  );

  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={busy}>
      <FormFailure failure={failure} />
      <UsernameField />
      <Form.Item
        name="email"
        label={t('fields.email')}
        rules={[
          { required: true, message: t('required.email') },
          { type: 'email', message: localizeServerMessage('mailboxIsIncorrect', lang) },
        ]}
      >
        <Input size="large" prefix={<MailOutlined aria-hidden />} autoComplete="email" maxLength={100} />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      <FormEnd
        busy={busy}
        submit={t('forget.submit')}
        links={[
          { to: '/user/login', label: t('forget.back') },
          { to: '/user/alteration', label: t('forget.haveCode') },
        ]}
      />
    </Form>
  );
}
