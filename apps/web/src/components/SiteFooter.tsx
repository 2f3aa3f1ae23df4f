import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { CONTACT_EMAIL } from '../lib/env';

/** The contact address as a mail link; Trans fills in its text. */
function MailLink({ children }: { children?: ReactNode }) {
  return <a href={`mailto:${CONTACT_EMAIL}`}>{children}</a>;
}

/** Contact address with the 48-hour reply promise, and the copyright notice (SPEC §1 "Footer"). */
export function SiteFooter({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <footer className={['site-footer', className].filter(Boolean).join(' ')}>
      <p className="site-footer__contact">
        <Trans i18nKey="footer.contact" values={{ email: CONTACT_EMAIL }} components={{ mail: <MailLink /> }} />
      </p>
      <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
