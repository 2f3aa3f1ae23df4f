import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import type { LoginResult } from '@csp/contract/core';
import { App, Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../lib/form-errors';
import { phoneLogin, sendLoginSms } from '../../auth/api';
import { CaptchaInput } from '../../auth/components/CaptchaInput';
import { useCaptcha } from '../../auth/useCaptcha';
import { useFormSubmit } from '../hooks/useFormSubmit';
import { isMobileNumber, SMS_RESEND_SECONDS } from '../phone-login';
import { FormFailure } from './FormParts';
import styles from './user-forms.module.css';

interface Values {
  mobile: string;
  captcha: string;
  code: string;
}

const FIELDS = ['mobile', 'captcha', 'code'];

/** Seconds left before another code may be asked for; counts down once a second. */
function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: () => setLeft(SMS_RESEND_SECONDS) };
}

/**
 * Phone login (SPEC §7 `/sys/phoneLogin`): the mobile number and the captcha ask for a text-message code,
 * then the number and the code sign in. Server errors show at their fields.
 */
export function PhoneLoginForm({ onLoggedIn }: { onLoggedIn: (result: LoginResult) => void }) {
  const { t } = useTranslation('user');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const { busy, failure, setFailure, submit } = useFormSubmit(
    form,
    { known: FIELDS, rename: { captcha: 'code' } },
    async ({ mobile, code }) => onLoggedIn(await phoneLogin({ mobile: mobile.trim(), captcha: code.trim() })),
  );

  const sendCode = async () => {
    setFailure(null);
    try {
      await form.validateFields(['mobile']);
    } catch {
      return;
    }
    const { mobile, captcha: answer } = form.getFieldsValue();
    // the captcha guards sending only: it is checked here, not when signing in with the code
    if (!answer?.trim()) {
      form.setFields([{ name: 'captcha', errors: [t('required.captcha')] }]);
      return;
    }
    setSending(true);
    try {
      await sendLoginSms({ mobile: mobile.trim(), captcha: answer.trim(), checkKey: captcha.key });
      message.success(t('phone.sent'));
      countdown.start();
    } catch (error) {
      setFailure(applyServerErrors(form, error, { known: FIELDS, rename: { checkKey: 'captcha' } }));
    } finally {
      form.setFieldValue('captcha', '');
      captcha.refresh();
      setSending(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      name="phoneLogin"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      disabled={busy}
    >
      <FormFailure failure={failure} />
      <Form.Item
        name="mobile"
        label={t('phone.mobile')}
        rules={[
          { required: true, message: t('phone.mobileRequired') },
          {
            validator: async (_, v?: string) =>
              !v || isMobileNumber(v) ? undefined : Promise.reject(new Error(t('phone.mobileFormat'))),
          },
        ]}
      >
        <Input size="large" prefix={<MobileOutlined aria-hidden />} autoComplete="tel" maxLength={24} />
      </Form.Item>
      <Form.Item name="captcha" label={t('fields.captcha')} extra={t('phone.captchaHint')}>
        <CaptchaInput captcha={captcha} />
      </Form.Item>
      <Form.Item label={t('phone.code')} required>
        <Space.Compact block>
          <Form.Item
            name="code"
            noStyle
            rules={[
              { required: true, message: t('phone.codeRequired') },
              { pattern: /^\d{6}$/, message: t('phone.codeFormat') },
            ]}
          >
            <Input
              size="large"
              prefix={<MailOutlined aria-hidden />}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              aria-label={t('phone.code')}
            />
          </Form.Item>
          <Button size="large" onClick={() => void sendCode()} loading={sending} disabled={countdown.left > 0}>
            {countdown.left > 0 ? t('phone.resendIn', { seconds: countdown.left }) : t('phone.send')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item className={styles.submit}>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
