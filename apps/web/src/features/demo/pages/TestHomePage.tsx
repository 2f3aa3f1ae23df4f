import { useTranslation } from 'react-i18next';
import { AdminPageFrame } from '../../../components/AdminPageFrame';

/** /test/home (route name TestHome, SPEC §2). */
export default function TestHomePage() {
  const { t } = useTranslation('routes');
  return <AdminPageFrame title={t('testHome')} />;
}
