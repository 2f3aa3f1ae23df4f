import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isLoggedIn } from '../../../lib/auth';
import { CLIENT_HOME_PATH, DEFAULT_HOME_PATH } from '../../../lib/env';
import { ErrorShell } from '../components/ErrorShell';

export type ResultKind = 'success' | 'fail';

/**
 * The standalone result pages (SPEC §2 "result pages"): /result/success and /result/fail, the outcome of a
 * submitted task, with a way back to where the user came from and to the home page.
 */
export function ResultPage({ kind }: { kind: ResultKind }) {
  const { t } = useTranslation(['common', 'routes', 'errors']);
  const navigate = useNavigate();
  const home = isLoggedIn() ? DEFAULT_HOME_PATH : CLIENT_HOME_PATH;
  const title = kind === 'success' ? 'resultSuccess' : 'resultFail';
  return (
    <ErrorShell>
      <Result
        status={kind === 'success' ? 'success' : 'error'}
        title={<h1 className="error-title">{t(`routes:${title}`)}</h1>}
        subTitle={t(`errors:result.${kind}`)}
        extra={[
          <Button key="home" type="primary" onClick={() => navigate(home)}>
            {t('actions.backHome')}
          </Button>,
          <Button key="back" onClick={() => navigate(-1)}>
            {t(`errors:result.${kind === 'success' ? 'back' : 'retry'}`)}
          </Button>,
        ]}
      />
    </ErrorShell>
  );
}

export const SuccessResultPage = () => <ResultPage kind="success" />;
export const FailResultPage = () => <ResultPage kind="fail" />;
