import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { localizeServerMessage } from '../../../lib/server-messages';
import { ForgetPasswordForm } from '../components/ForgetPasswordForm';
import { UserCard } from '../components/UserCard';

/** /user/forgetPassword: a code is mailed to the bound mailbox, then /user/alteration sets the new password. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation(['user', 'routes']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  return (
    <UserCard title={t('routes:forgetPassword')} intro={t('forget.intro')}>
      <ForgetPasswordForm
        onSent={(username) => {
          message.success(localizeServerMessage('resetCodeSent', currentLanguage()));
          navigate(`/user/alteration?username=${encodeURIComponent(username)}`);
        }}
      />
    </UserCard>
  );
}
