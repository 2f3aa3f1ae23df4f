import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/PageFrame';

/** /user/alteration. */
export default function AlterationPage() {
  const { t } = useTranslation('routes');
  return <PageFrame title={t('alteration')} />;
}
