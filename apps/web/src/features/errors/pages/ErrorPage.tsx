import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isLoggedIn } from '../../../lib/auth';
import { CLIENT_HOME_PATH, DEFAULT_HOME_PATH } from '../../../lib/env';
import type { RouteTitleKey } from '../../../locales';
import { ErrorShell } from '../components/ErrorShell';

export type ErrorStatus = 403 | 404 | 500;

const TITLES: Record<ErrorStatus, RouteTitleKey> = { 403: 'forbidden', 404: 'notFound', 500: 'serverError' };

/** The /403, /404 and /500 pages (SPEC §8 "Page errors"). */
export function ErrorPage({ status }: { status: ErrorStatus }) {
  const { t } = useTranslation(['common', 'routes', 'errors']);
  const navigate = useNavigate();
  const home = isLoggedIn() ? DEFAULT_HOME_PATH : CLIENT_HOME_PATH;
  return (
    <ErrorShell>
      <Result
        status={status}
        title={<h1 className="error-title">{`${status} · ${t(`routes:${TITLES[status]}`)}`}</h1>}
        subTitle={t(`errors:${status}`)}
        extra={
          <Button type="primary" onClick={() => navigate(home)}>
            {t('actions.backHome')}
          </Button>
        }
      />
    </ErrorShell>
  );
}

export const ForbiddenPage = () => <ErrorPage status={403} />;
export const NotFoundPage = () => <ErrorPage status={404} />;
export const ServerErrorPage = () => <ErrorPage status={500} />;
