import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/PageFrame';

/** /user/login: the sign-in form (username, password, captcha) arrives with its issue. */
export default function LoginPage() {
  const { t } = useTranslation('routes');
  return <PageFrame title={t('login')} />;
}
