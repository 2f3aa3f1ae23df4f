import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/PageFrame';

/** /user/register. */
export default function RegisterPage() {
  const { t } = useTranslation('routes');
  return <PageFrame title={t('register')} />;
}
