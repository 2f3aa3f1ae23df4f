import { useMemo, useSyncExternalStore } from 'react';
import { getSessionVersion, getUserInfo, subscribeSession, type UserInfo } from '../../lib/auth';

/** The signed-in user as stored with the session, re-read whenever the session changes. */
export function useCurrentUser(): UserInfo | null {
  const version = useSyncExternalStore(subscribeSession, getSessionVersion, getSessionVersion);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version says when the stored user changed
  return useMemo(() => getUserInfo(), [version]);
}
