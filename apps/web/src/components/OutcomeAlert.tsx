import { Alert, type AlertProps } from 'antd';
import type { ReactNode } from 'react';

/** The result of a test run under its button (a connection, a check rule): green when it passed, red when not. */
export function OutcomeAlert({
  ok,
  text,
  detail,
  ...rest
}: { ok: boolean; text: ReactNode; detail?: ReactNode } & Omit<AlertProps, 'type' | 'message' | 'description'>) {
  return (
    <Alert
      style={{ marginTop: 12 }}
      type={ok ? 'success' : 'error'}
      showIcon
      message={text}
      description={detail}
      {...rest}
    />
  );
}
