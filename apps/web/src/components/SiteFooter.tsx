import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTACT_EMAIL } from '../lib/env';

/**
 * Contact address with the 48-hour reply promise, the link to the data for developers (issue 19), and the
 * copyright notice (SPEC §1 "Footer"). The contact
 * text marks the address as `<mail>…</mail>`; that part becomes the mail link (split here rather than with
 * react-i18next's Trans, which the public pages would otherwise download for this one line).
 */
export function SiteFooter({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [before = '', mail = CONTACT_EMAIL, after = ''] = t('footer.contact', { email: CONTACT_EMAIL }).split(
    /<\/?mail>/,
  );
  return (
    <footer className={['site-footer', className].filter(Boolean).join(' ')}>
      <p className="site-footer__contact">
        {before}
        <a href={`mailto:${CONTACT_EMAIL}`}>{mail}</a>
        {after}
      </p>
      <p className="site-footer__links">
        <Link to="/client/developers" data-testid="footer-developers">
          {t('footer.developers')}
        </Link>
      </p>
      <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
