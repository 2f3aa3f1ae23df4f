import { App } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getUsername } from '../../lib/auth';
import { ChangePasswordModal } from './ChangePasswordModal';

/** Opens the change-password dialog; without a signed-in user it warns 当前系统无登陆用户! instead (SPEC §5). */
export function useChangePassword(): { open: () => void; dialog: ReactNode } {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [shown, setShown] = useState(false);
  const open = useCallback(() => {
    if (!getUsername()) {
      message.warning(t('password.noUser'));
      return;
    }
    setShown(true);
  }, [message, t]);
  return { open, dialog: <ChangePasswordModal open={shown} onClose={() => setShown(false)} /> };
}
