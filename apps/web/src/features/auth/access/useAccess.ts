import { useCallback, useMemo } from 'react';
import { usePermissions } from '../usePermissions';
import { readButtonPermissions } from './button-permissions-store';
import { type ButtonPermissions, isActionAllowed, NO_PERMISSIONS } from './permission-check';

export interface Access {
  /** Whether a control guarded by `action` (a `perms` code such as `city:data:examine`) may show. */
  can: (action: string) => boolean;
  permissions: ButtonPermissions;
}

/** Button permissions of the signed-in user (SPEC §6), from the server, else as stored with the session. */
export function useAccess(): Access {
  const { data } = usePermissions();
  const permissions = useMemo<ButtonPermissions>(
    () => (data ? { auth: data.auth, allAuth: data.allAuth } : (readButtonPermissions() ?? NO_PERMISSIONS)),
    [data],
  );
  const can = useCallback((action: string) => isActionAllowed(action, permissions), [permissions]);
  return { can, permissions };
}
