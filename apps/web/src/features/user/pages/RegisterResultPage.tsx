import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/PageFrame';

/** /user/register-result (route name registerResult). */
export default function RegisterResultPage() {
  const { t } = useTranslation('routes');
  return <PageFrame title={t('registerResult')} />;
}
