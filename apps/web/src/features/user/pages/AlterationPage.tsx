import { Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LOGIN_PATH } from '../../../lib/env';
import { AlterationForm } from '../components/AlterationForm';
import { UserCard } from '../components/UserCard';

/** /user/alteration: the mailed code and a new password; then back to the login page. */
export default function AlterationPage() {
  const { t } = useTranslation(['user', 'routes']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <UserCard title={t('routes:alteration')}>
        <Result
          status="success"
          title={t('alteration.success')}
          subTitle={t('alteration.successHint')}
          extra={
            <Button type="primary" onClick={() => navigate(LOGIN_PATH)}>
              {t('alteration.login')}
            </Button>
          }
        />
      </UserCard>
    );
  }
  return (
    <UserCard title={t('routes:alteration')} intro={t('alteration.intro')}>
      <AlterationForm username={params.get('username') ?? ''} onChanged={() => setDone(true)} />
    </UserCard>
  );
}
