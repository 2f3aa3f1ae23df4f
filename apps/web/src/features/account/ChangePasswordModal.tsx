import { LockOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearSession, getUsername } from '../../lib/auth';
import { LOGIN_PATH } from '../../lib/env';
import { applyServerErrors } from '../../lib/form-errors';
import { localizeServerMessage } from '../../lib/server-messages';
import { useLang } from '../../lib/useLang';
import { updatePassword } from '../auth/account-api';
import { sendWithEncryptedPasswords } from '../auth/encrypt-passwords';
import { confirmRule, PASSWORD_INPUT_MAX, passwordRule } from '../auth/password-rules';

interface Values {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

const FIELDS = ['oldpassword', 'password', 'confirmpassword'];

/**
 * SPEC §5 "Change password": old, new and confirmation, each required (请输入旧密码, 请输入新密码,
 * 请确认新密码), inputs of at most 20 characters, the password rule and matching entries. Afterwards
 * every session of the user has ended: the user is signed out here and sent to the login page.
 */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const text = (key: string) => localizeServerMessage(key, lang);

  useEffect(() => {
    if (open) {
      form.resetFields();
      setFailure(null);
    }
  }, [open, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const username = getUsername();
    if (!username) {
      message.warning(t('password.noUser'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await sendWithEncryptedPasswords(
        { oldpassword: values.oldpassword, password: values.password, confirmpassword: values.confirmpassword },
        (encrypted, publicKey) => updatePassword({ username, ...encrypted, rsaPublicKey: publicKey }),
        { retryOnStaleKey: true },
      );
      message.success(text('passwordChanged'));
      onClose();
      clearSession();
      queryClient.clear();
      navigate(LOGIN_PATH, { replace: true });
    } catch (error) {
      setFailure(applyServerErrors(form, error, { known: FIELDS }));
    } finally {
      setBusy(false);
    }
  };

  const input = (autoComplete: string) => (
    <Input.Password prefix={<LockOutlined aria-hidden />} maxLength={PASSWORD_INPUT_MAX} autoComplete={autoComplete} />
  );

  return (
    <Modal
      open={open}
      title={t('password.title')}
      okText={t('password.submit')}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={busy}
      onCancel={onClose}
      maskClosable={false}
      forceRender
    >
      {failure ? <Alert type="error" showIcon message={failure} role="alert" style={{ marginBottom: 16 }} /> : null}
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="oldpassword"
          label={t('password.old')}
          rules={[{ required: true, message: text('oldPasswordRequired') }]}
        >
          {input('current-password')}
        </Form.Item>
        <Form.Item
          name="password"
          label={t('password.new')}
          rules={[{ required: true, message: text('newPasswordRequired') }, passwordRule(lang)]}
        >
          {input('new-password')}
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label={t('password.confirm')}
          dependencies={['password']}
          rules={[{ required: true, message: text('confirmPasswordRequired') }, confirmRule(lang, 'password')]}
        >
          {input('new-password')}
        </Form.Item>
      </Form>
    </Modal>
  );
}
