import type { SysUser } from '@csp/contract/core';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityFormModal } from '../../../components/crud/EntityFormModal';
import { useLang } from '../../../lib/useLang';
import { confirmRule, PASSWORD_INPUT_MAX, passwordRule } from '../../auth/password-rules';
import { useRequiredRule } from '../shared/useRequiredRule';
import { setUserPassword } from './api';

interface Values {
  password: string;
  confirmpassword: string;
}

/** An administrator sets a user's password (SPEC §5 rule, sent encrypted); the user's sessions end. */
export function PasswordModal({ user, onClose }: { user: SysUser | null; onClose: () => void }) {
  const { t } = useTranslation('system');
  const lang = useLang();
  const required = useRequiredRule();
  return (
    <EntityFormModal<Values>
      title={t('users.passwordTitle', { name: user?.username ?? '' })}
      open={user !== null}
      width={560}
      save={(values) => setUserPassword(user?.username ?? '', values.password, values.confirmpassword)}
      onClose={onClose}
      onSaved={onClose}
    >
      <Form.Item
        name="password"
        label={t('users.newPassword')}
        extra={t('users.passwordHint')}
        rules={[required(t('users.newPassword')), passwordRule(lang)]}
      >
        <Input.Password maxLength={PASSWORD_INPUT_MAX} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmpassword"
        label={t('users.confirmPassword')}
        dependencies={['password']}
        rules={[required(t('users.confirmPassword')), confirmRule(lang, 'password')]}
      >
        <Input.Password maxLength={PASSWORD_INPUT_MAX} autoComplete="new-password" />
      </Form.Item>
    </EntityFormModal>
  );
}
