import { MailOutlined } from '@ant-design/icons';
import { Alert, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { applyServerErrors } from '../../../lib/form-errors';
import { localizeServerMessage } from '../../../lib/server-messages';
import { useLang } from '../../../lib/useLang';
import { sendResetCode } from '../../auth/account-api';
import { useCaptcha } from '../../auth/useCaptcha';
import { CaptchaField, FormEnd, UsernameField } from './FormParts';
import styles from './user-forms.module.css';

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
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setBusy(true);
    setFailure(null);
    try {
      const username = values.username.trim();
      await sendResetCode({
        username,
        email: values.email.trim(),
        captcha: values.captcha.trim(),
        checkKey: captcha.key,
      });
      onSent(username);
    } catch (error) {
      form.setFieldValue('captcha', '');
      captcha.refresh();
      if (isApiError(error) && error.messageKey === 'userNotExist') {
        form.setFields([{ name: 'username', errors: [error.message] }]);
        setFailure(null);
      } else {
        setFailure(applyServerErrors(form, error, { known: FIELDS, rename: { checkKey: 'captcha' } }));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} disabled={busy}>
      {failure ? <Alert className={styles.alert} type="error" showIcon message={failure} role="alert" /> : null}
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
