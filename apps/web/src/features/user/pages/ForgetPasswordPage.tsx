import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/PageFrame';

/** /user/forgetPassword. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation('routes');
  return <PageFrame title={t('forgetPassword')} />;
}
