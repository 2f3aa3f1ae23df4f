import type { LoginResult } from '@csp/contract/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Spin, Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { detectLanguage } from '../../../lib/language';
import { localizeServerMessage } from '../../../lib/server-messages';
import { currentGreetingPeriod } from '../../admin-shell/greeting';
import { casLogin, fetchLoginSettings, selectDepart, thirdLoginUser } from '../../auth/api';
import { DepartSelectModal } from '../../auth/components/DepartSelectModal';
import { needsDepartChoice, needsTenantChoice, rememberTenant, startSession } from '../../auth/session';
import { PERMISSIONS_QUERY_KEY } from '../../auth/usePermissions';
import { ExternalLogins } from '../components/ExternalLogins';
import { LoginForm } from '../components/LoginForm';
import { PhoneLoginForm } from '../components/PhoneLoginForm';
import { TenantSelectModal } from '../components/TenantSelectModal';
import { UserCard } from '../components/UserCard';
import { externalReturn, withoutExternalParams } from '../phone-login';
import { redirectTarget } from '../redirect-target';

interface Pending {
  result: LoginResult;
  tenantId: number;
  step: 'tenant' | 'depart';
}

/**
 * /user/login (SPEC §2): sign in with username and password, or mobile number and text-message code, or a
 * configured CAS / third-party provider (which send the browser back here with a ticket). A user of several
 * tenants chooses one, a user of several departments chooses one; then back to the `redirect` path, else
 * the dashboard, with a greeting for the time of day.
 */
export default function LoginPage() {
  const { t } = useTranslation(['user', 'routes', 'admin']);
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const { search, hash, pathname } = useLocation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [external, setExternal] = useState<{ busy: boolean; failure: string | null }>({ busy: false, failure: null });
  const settings = useQuery({ queryKey: ['auth', 'login-settings'], queryFn: fetchLoginSettings, staleTime: 60_000 });
  const handled = useRef(false);

  const enter = (result: LoginResult, tenantId: number) => {
    startSession(result, tenantId);
    queryClient.removeQueries({ queryKey: PERMISSIONS_QUERY_KEY });
    notification.success({
      message: t('login.welcomeTitle'),
      description: t('login.welcome', { greeting: t(`admin:greeting.${currentGreetingPeriod()}`) }),
      duration: 3,
    });
    navigate(redirectTarget(search), { replace: true });
  };
  const afterTenant = (result: LoginResult, tenantId: number) => {
    rememberTenant(tenantId);
    if (needsDepartChoice(result)) setPending({ result, tenantId, step: 'depart' });
    else enter(result, tenantId);
  };
  const loggedIn = (result: LoginResult) => {
    rememberTenant(result.userInfo.tenantId);
    if (needsTenantChoice(result)) setPending({ result, tenantId: result.userInfo.tenantId, step: 'tenant' });
    else afterTenant(result, result.userInfo.tenantId);
  };

  // Back from CAS (?ticket=) or a third-party provider (#thirdToken= / ?thirdError=): tickets are single use,
  // and are posted in a request body, never sent in an address.
  const back = externalReturn(search, hash);
  useEffect(() => {
    if (!back || handled.current) return;
    if (back.kind === 'cas' && !settings.data) return;
    handled.current = true;
    navigate({ pathname, search: withoutExternalParams(search), hash: '' }, { replace: true });
    const fail = (error: unknown) =>
      setExternal({ busy: false, failure: error instanceof Error ? error.message : String(error) });
    if (back.kind === 'thirdError') {
      setExternal({ busy: false, failure: localizeServerMessage(back.key, detectLanguage()) });
      return;
    }
    const service = settings.data?.cas?.service;
    if (back.kind === 'cas' && !service) {
      setExternal({ busy: false, failure: localizeServerMessage('loginMethodDisabled', detectLanguage()) });
      return;
    }
    setExternal({ busy: true, failure: null });
    const call = back.kind === 'cas' ? casLogin(back.ticket, service ?? '') : thirdLoginUser(back.token);
    call.then((result) => {
      setExternal({ busy: false, failure: null });
      loggedIn(result);
    }, fail);
  });

  const choosing = pending?.result;
  return (
    <>
      <UserCard title={t('routes:login')}>
        {external.failure ? (
          <Alert type="error" showIcon message={external.failure} role="alert" style={{ marginBottom: 16 }} />
        ) : null}
        <Spin spinning={external.busy} tip={t('external.signingIn')}>
          <Tabs
            centered
            items={[
              { key: 'account', label: t('login.accountTab'), children: <LoginForm onLoggedIn={loggedIn} /> },
              ...(settings.data?.phoneLogin
                ? [{ key: 'phone', label: t('login.phoneTab'), children: <PhoneLoginForm onLoggedIn={loggedIn} /> }]
                : []),
            ]}
          />
          <ExternalLogins settings={settings.data} />
        </Spin>
      </UserCard>
      <TenantSelectModal
        open={pending?.step === 'tenant'}
        tenants={choosing?.tenantList ?? []}
        current={pending?.tenantId ?? 0}
        onSubmit={(tenantId) => {
          if (!choosing) return;
          setPending(null);
          afterTenant(choosing, tenantId);
        }}
      />
      <DepartSelectModal
        open={pending?.step === 'depart'}
        departs={choosing?.departs ?? []}
        current={choosing?.userInfo.orgCode}
        title={t('depart.title')}
        onSubmit={async (orgCode) => {
          if (!pending || !choosing) return;
          const { userInfo } = await selectDepart({ orgCode, username: choosing.userInfo.username }, choosing.token);
          setPending(null);
          enter({ ...choosing, userInfo }, pending.tenantId);
        }}
      />
    </>
  );
}
