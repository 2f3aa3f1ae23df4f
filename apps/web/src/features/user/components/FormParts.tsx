import { UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, type FormRule, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CaptchaInput } from '../../auth/components/CaptchaInput';
import type { useCaptcha } from '../../auth/useCaptcha';
import { USERNAME_PATTERN } from '../account-checks';
import styles from './user-forms.module.css';

/** The username field of the sign-in forms; `format` checks the username rule, `rules` add the form's own. */
export function UsernameField({
  format = true,
  rules = [],
  validateTrigger,
}: {
  format?: boolean;
  rules?: FormRule[];
  validateTrigger?: string[];
}) {
  const { t } = useTranslation('user');
  return (
    <Form.Item
      name="username"
      label={t('fields.username')}
      validateTrigger={validateTrigger}
      rules={[
        { required: true, message: t('required.username') },
        ...(format ? [{ pattern: USERNAME_PATTERN, message: t('rules.usernameFormat') }] : []),
        ...rules,
      ]}
    >
      <Input size="large" prefix={<UserOutlined aria-hidden />} autoComplete="username" maxLength={32} />
    </Form.Item>
  );
}

/** The picture code field (required). */
export function CaptchaField({ captcha }: { captcha: ReturnType<typeof useCaptcha> }) {
  const { t } = useTranslation('user');
  return (
    <Form.Item name="captcha" label={t('fields.captcha')} rules={[{ required: true, message: t('required.captcha') }]}>
      <CaptchaInput captcha={captcha} />
    </Form.Item>
  );
}

/** The end of a sign-in form: the wide submit button and the links to the other forms. */
export function FormEnd({
  busy,
  submit,
  links,
}: {
  busy: boolean;
  submit: string;
  links: { to: string; label: string }[];
}) {
  return (
    <>
      <Form.Item className={styles.submit}>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {submit}
        </Button>
      </Form.Item>
      <div className={styles.links}>
        {links.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
      </div>
    </>
  );
}

/** What the server refused that no field shows, above the form. */
export function FormFailure({ failure }: { failure: string | null }) {
  return failure ? <Alert className={styles.alert} type="error" showIcon message={failure} role="alert" /> : null;
}
