import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/useLang';
import { confirmRule, PASSWORD_INPUT_MAX, passwordRule } from '../../auth/password-rules';

/** A new password and its confirmation, with the SPEC §5 rule and messages. */
export function PasswordFields({ label }: { label?: string }) {
  const { t } = useTranslation('user');
  const lang = useLang();
  const newPassword = (
    <Input.Password
      size="large"
      prefix={<LockOutlined aria-hidden />}
      maxLength={PASSWORD_INPUT_MAX}
      autoComplete="new-password"
    />
  );
  return (
    <>
      <Form.Item
        name="password"
        label={label ?? t('fields.password')}
        tooltip={t('rules.passwordHint')}
        rules={[{ required: true, message: t('required.password') }, passwordRule(lang)]}
      >
        {newPassword}
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('fields.confirmPassword')}
        dependencies={['password']}
        rules={[{ required: true, message: t('required.confirmPassword') }, confirmRule(lang, 'password')]}
      >
        {newPassword}
      </Form.Item>
    </>
  );
}
