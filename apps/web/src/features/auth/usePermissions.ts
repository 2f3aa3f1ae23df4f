import type { UserPermissions } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { isLoggedIn } from '../../lib/auth';
import { storeButtonPermissions } from './access/button-permissions-store';
import { fetchUserPermissions } from './api';

export const PERMISSIONS_QUERY_KEY = ['auth', 'permissions'] as const;

async function loadPermissions(): Promise<UserPermissions> {
  const permissions = await fetchUserPermissions();
  storeButtonPermissions(permissions);
  return permissions;
}

/** The signed-in user's menu and button permissions (SPEC §6), fetched once per session. */
export function usePermissions() {
  return useQuery({
    queryKey: PERMISSIONS_QUERY_KEY,
    queryFn: loadPermissions,
    enabled: isLoggedIn(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
