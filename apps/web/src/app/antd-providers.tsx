import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { AntdTheme } from './antd-theme';
import { FeedbackBridge } from './FeedbackBridge';

/**
 * antd's theme, locale and `<App>` context (with its message/notification/modal handed to code outside React),
 * around the back office, the sign-in screens and the error pages. The public client area renders without it
 * (light controls of its own, see features/client-ui; feedback from app/lazy-feedback.ts), so its pages do not
 * load antd's runtime (issue 5 performance budget).
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <AntdTheme>
      <AntApp>
        <FeedbackBridge />
        {children}
      </AntApp>
    </AntdTheme>
  );
}
