import type { ReactNode } from 'react';
import { useAccess } from './useAccess';

/**
 * Shows its children only when the signed-in user may perform `action` (SPEC §6); otherwise `fallback`
 * (nothing by default), so the control is removed, not merely disabled.
 *
 *   <Authorized action="city:data:publish"><Button>Publish</Button></Authorized>
 */
export function Authorized({
  action,
  children,
  fallback = null,
}: {
  action: string;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { can } = useAccess();
  return can(action) ? children : fallback;
}
