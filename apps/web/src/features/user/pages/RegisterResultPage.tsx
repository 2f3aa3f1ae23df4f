import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CLIENT_HOME_PATH, LOGIN_PATH } from '../../../lib/env';
import styles from '../components/user-forms.module.css';

interface Registered {
  username?: string;
  email?: string;
}

/** /user/register-result (route name registerResult): the account waits for an administrator's approval. */
export default function RegisterResultPage() {
  const { t } = useTranslation(['user', 'routes']);
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as Registered;
  const username = state.username ?? '';
  return (
    <section className={styles.card} aria-labelledby="page-title">
      <Result
        status="success"
        title={
          <h1 id="page-title" className={styles.title}>
            {username ? t('registerResult.title', { username }) : t('routes:registerResult')}
          </h1>
        }
        subTitle={
          state.email ? t('registerResult.subTitle', { email: state.email }) : t('registerResult.subTitleNoEmail')
        }
        extra={[
          <Button key="login" type="primary" onClick={() => navigate(LOGIN_PATH)}>
            {t('registerResult.login')}
          </Button>,
          <Button key="client" onClick={() => navigate(CLIENT_HOME_PATH)}>
            {t('registerResult.client')}
          </Button>,
        ]}
      />
    </section>
  );
}
