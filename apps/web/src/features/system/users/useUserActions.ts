import type { SysUser } from '@csp/contract/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { namesOf, useConfirmAction } from '../../../components/crud/useConfirmAction';
import type { Done } from '../../../lib/api-calls';
import { useInvalidatingMutation } from '../../../lib/useInvalidatingMutation';
import { approveUsers, deleteUsers, freezeUsers, resetUserPassword, unlockUser, userKeys } from './api';

/**
 * The confirmed actions of the users screen, for one row or the selected rows; each is a write that invalidates
 * the users' queries. `done` runs after one succeeded (the selection is cleared).
 */
export function useUserActions(done: () => void) {
  const { t } = useTranslation('system');
  const confirm = useConfirmAction(done);
  const write = useInvalidatingMutation((call: () => Promise<Done<unknown>>) => call(), [userKeys.all]);
  const { mutateAsync } = write;
  return useMemo(() => {
    const ids = (users: readonly SysUser[]) => users.map((u) => u.id);
    const names = (users: readonly SysUser[]) => namesOf(users.map((u) => u.username));
    return {
      approve: (users: readonly SysUser[]) =>
        confirm({
          title: t('users.confirmApprove', { count: users.length }),
          content: `${names(users)}. ${t('users.approveMail')}`,
          call: () => mutateAsync(() => approveUsers(ids(users))),
        }),
      freeze: (users: readonly SysUser[]) =>
        confirm({
          title: t('users.confirmFreeze', { count: users.length }),
          content: `${names(users)}. ${t('users.freezeHint')}`,
          danger: true,
          call: () => mutateAsync(() => freezeUsers(ids(users), '2')),
        }),
      unfreeze: (users: readonly SysUser[]) =>
        confirm({
          title: t('users.confirmUnfreeze', { count: users.length }),
          content: names(users),
          call: () => mutateAsync(() => freezeUsers(ids(users), '1')),
        }),
      remove: (users: readonly SysUser[]) =>
        confirm({
          title: t('users.confirmDelete', { count: users.length }),
          content: names(users),
          danger: true,
          call: () => mutateAsync(() => deleteUsers(ids(users))),
        }),
      reset: (user: SysUser) =>
        confirm({
          title: t('users.confirmReset', { name: user.username }),
          content: t('users.resetHint', { email: user.email ?? '' }),
          call: () => mutateAsync(() => resetUserPassword(user.id)),
        }),
      unlock: (user: SysUser) =>
        confirm({
          title: t('users.confirmUnlock', { name: user.username }),
          content: t('users.unlockHint'),
          call: () => mutateAsync(() => unlockUser(user.id)),
        }),
    };
  }, [t, confirm, mutateAsync]);
}
