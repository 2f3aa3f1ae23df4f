import { useTranslation } from 'react-i18next';
import { AdminPageFrame } from '../../../components/AdminPageFrame';

/** Dashboard analysis (SPEC §2, back office): the default page after login. Its content: a later issue. */
export default function AnalysisPage() {
  const { t } = useTranslation('routes');
  return <AdminPageFrame title={t('analysis')} />;
}
