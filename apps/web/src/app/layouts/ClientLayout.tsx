import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LoadingBlock } from '../../components/LoadingBlock';
import { SiteFooter } from '../../components/SiteFooter';
import { SkipLink } from '../../components/SkipLink';
import { LicenceModal } from '../../features/licence/components/LicenceModal';
import { useLicenceAcceptance } from '../../features/licence/licence-state';
import { getFeedback, setFeedback } from '../../lib/feedback';
import { lazyFeedback } from '../lazy-feedback';
import { ClientHeader } from './ClientHeader';
import styles from './client-layout.module.css';
import { licenceRequiredAt } from './client-nav';
import { sendVisit } from './visit-beacon';

/**
 * The public client area (SPEC §2 "Client layout"). Every client route except the home page stays
 * behind the data-use licence: until it is accepted the screen is not rendered and the modal shows.
 */
export default function ClientLayout() {
  const { t } = useTranslation(['common', 'client']);
  const { pathname } = useLocation();
  const [accepted, accept] = useLicenceAcceptance();
  const needsLicence = !accepted && licenceRequiredAt(pathname);
  // One count per page view for the dashboard (the query string changes as visitors explore; that is one view).
  useEffect(() => sendVisit(pathname), [pathname]);
  // Transport messages here come from antd's functions fetched on first use (the back office's <App> is gone).
  useEffect(() => {
    if (!getFeedback()) setFeedback(lazyFeedback);
  }, []);

  return (
    <div className={styles.shell}>
      <SkipLink />
      <ClientHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {needsLicence ? (
          <p className={styles.licencePending}>{t('client:licenceRequired')}</p>
        ) : (
          <Suspense fallback={<LoadingBlock minHeight={320} />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      <SiteFooter />
      <LicenceModal open={needsLicence} onAgree={accept} />
    </div>
  );
}
