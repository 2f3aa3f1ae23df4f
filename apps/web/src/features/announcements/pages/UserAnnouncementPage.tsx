import { useTranslation } from 'react-i18next';
import { AdminPageFrame } from '../../../components/AdminPageFrame';

/** The signed-in user's announcements (/isps/userAnnouncement), reached from the notice bell's "view more". */
export default function UserAnnouncementPage() {
  const { t } = useTranslation('routes');
  return <AdminPageFrame title={t('userAnnouncement')} />;
}
