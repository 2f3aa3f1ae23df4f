import type { Depart } from '@csp/contract/core';
import { App } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getUsername, saveUserInfo } from '../../../lib/auth';
import { fetchCurrentDeparts, selectDepart } from '../../auth/api';
import { DepartSelectModal } from '../../auth/components/DepartSelectModal';

interface Departs {
  list: Depart[];
  orgCode: string | null;
}

/**
 * The header's department switch (SPEC §2, §4): loads the user's departments; with none it warns and
 * stays closed; otherwise a modal chooses one by organisation code for this session.
 */
export function useDepartSwitch(): { open: () => void; dialog: ReactNode } {
  const { t } = useTranslation('user');
  const { message } = App.useApp();
  const [departs, setDeparts] = useState<Departs | null>(null);

  const open = useCallback(async () => {
    try {
      const result = await fetchCurrentDeparts();
      if (result.list.length === 0) {
        message.warning(t('depart.none'));
        return;
      }
      setDeparts(result);
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  }, [message, t]);

  const dialog = (
    <DepartSelectModal
      open={departs !== null}
      departs={departs?.list ?? []}
      current={departs?.orgCode}
      title={t('depart.switchTitle')}
      onCancel={() => setDeparts(null)}
      onSubmit={async (orgCode) => {
        const username = getUsername();
        if (!username) return;
        const { userInfo } = await selectDepart({ orgCode, username });
        saveUserInfo(userInfo);
        setDeparts(null);
        message.success(t('depart.switched'));
      }}
    />
  );
  return { open: () => void open(), dialog };
}
