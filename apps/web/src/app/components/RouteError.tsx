import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorShell } from '../../features/errors/components/ErrorShell';
import { isChunkLoadError } from '../lazy-page';

/** What a route shows when rendering it throws: a localized message and a reload, never a stack trace. */
export function RouteError() {
  const { t } = useTranslation(['common', 'routes', 'errors']);
  const error = useRouteError();
  if (import.meta.env?.DEV) console.error(error);
  return (
    <ErrorShell>
      <Result
        status="500"
        title={<h1 className="error-title">{t('routes:serverError')}</h1>}
        subTitle={isChunkLoadError(error) ? t('errors:chunkFailed') : t('errors:routeError')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('actions.reload')}
          </Button>
        }
      />
    </ErrorShell>
  );
}
