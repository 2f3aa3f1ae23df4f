import type { LoginResult } from '@csp/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { currentGreetingPeriod } from '../../admin-shell/greeting';
import { selectDepart } from '../../auth/api';
import { DepartSelectModal } from '../../auth/components/DepartSelectModal';
import { needsDepartChoice, startSession } from '../../auth/session';
import { PERMISSIONS_QUERY_KEY } from '../../auth/usePermissions';
import { LoginForm } from '../components/LoginForm';
import { UserCard } from '../components/UserCard';
import { redirectTarget } from '../redirect-target';

/**
 * /user/login (SPEC §2): sign in; a user of several departments chooses one first; then back to the
 * `redirect` path, else the dashboard, with a greeting for the time of day.
 */
export default function LoginPage() {
  const { t } = useTranslation(['user', 'routes', 'admin']);
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const [choosing, setChoosing] = useState<LoginResult | null>(null);

  const enter = (result: LoginResult) => {
    startSession(result);
    queryClient.removeQueries({ queryKey: PERMISSIONS_QUERY_KEY });
    notification.success({
      message: t('login.welcomeTitle'),
      description: t('login.welcome', { greeting: t(`admin:greeting.${currentGreetingPeriod()}`) }),
      duration: 3,
    });
    navigate(redirectTarget(search), { replace: true });
  };

  return (
    <>
      <UserCard title={t('routes:login')}>
        <LoginForm onLoggedIn={(result) => (needsDepartChoice(result) ? setChoosing(result) : enter(result))} />
      </UserCard>
      <DepartSelectModal
        open={choosing !== null}
        departs={choosing?.departs ?? []}
        current={choosing?.userInfo.orgCode}
        title={t('depart.title')}
        onSubmit={async (orgCode) => {
          if (!choosing) return;
          const { userInfo } = await selectDepart({ orgCode, username: choosing.userInfo.username }, choosing.token);
          setChoosing(null);
          enter({ ...choosing, userInfo });
        }}
      />
    </>
  );
}
