import type { SysUser } from '@csp/contract/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { namesOf, useConfirmAction } from '../../../components/crud/useConfirmAction';
import { approveUsers, deleteUsers, freezeUsers, resetUserPassword, unlockUser } from './api';

/** The confirmed actions of the users screen, for one row or the selected rows. */
export function useUserActions(reload: () => void) {
  const { t } = useTranslation('system');
  const confirm = useConfirmAction(reload);
  return useMemo(() => {
    const ids = (users: readonly SysUser[]) => users.map((u) => u.id);
    const names = (users: readonly SysUser[]) => namesOf(users.map((u) => u.username));
    return {
      approve: (users: readonly SysUser[]) =>
        confirm({
          title: t('users.confirmApprove', { count: users.length }),
          content: `${names(users)}. ${t('users.approveMail')}`,
          call: () => approveUsers(ids(users)),
        }),
      freeze: (users: readonly SysUser[]) =>
        confirm({
          title: t('users.confirmFreeze', { count: users.length }),
          content: `${names(users)}. ${t('users.freezeHint')}`,
          danger: true,
          call: () => freezeUsers(ids(users), '2'),
        }),
      unfreeze: (users: readonly SysUser[]) =>
        confirm({
          title: t('users.confirmUnfreeze', { count: users.length }),
          content: names(users),
          call: () => freezeUsers(ids(users), '1'),
        }),
      remove: (users: readonly SysUser[]) =>
        confirm({
          title: t('users.confirmDelete', { count: users.length }),
          content: names(users),
          danger: true,
          call: () => deleteUsers(ids(users)),
        }),
      reset: (user: SysUser) =>
        confirm({
          title: t('users.confirmReset', { name: user.username }),
          content: t('users.resetHint', { email: user.email ?? '' }),
          call: () => resetUserPassword(user.id),
        }),
      unlock: (user: SysUser) =>
        confirm({
          title: t('users.confirmUnlock', { name: user.username }),
          content: t('users.unlockHint'),
          call: () => unlockUser(user.id),
        }),
    };
  }, [t, confirm]);
}
