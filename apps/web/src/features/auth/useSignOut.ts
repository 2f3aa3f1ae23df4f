import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { clearSession } from '../../lib/auth';
import { LOGIN_PATH } from '../../lib/env';
import { logout } from './api';

/**
 * SPEC §4 "Sign-out": asks for confirmation, calls logout, clears the token and dictionary cache,
 * then reloads into the login page. A failed logout call shows its message; the local session goes anyway.
 */
export function useSignOut(): () => void {
  const { t } = useTranslation(['admin', 'common']);
  const { modal, message } = App.useApp();
  return useCallback(() => {
    modal.confirm({
      title: t('signOutTitle'),
      content: t('signOutConfirm'),
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          await logout();
        } catch (error) {
          message.error(t('signOutFailed', { message: error instanceof Error ? error.message : String(error) }));
        }
        clearSession();
        window.location.assign(LOGIN_PATH);
      },
    });
  }, [modal, message, t]);
}
