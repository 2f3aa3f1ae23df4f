import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { getFeedback, setFeedback } from '../lib/feedback';
import { lazyFeedback } from './lazy-feedback';
import { createQueryClient } from './query-client';

/** The app's data cache, one per page load (the client area's first requests start before React renders). */
export const queryClient = createQueryClient();

/**
 * The data cache, and feedback for code outside React that works before any antd `<App>` is mounted.
 * antd's theme, locale and `<App>` wrap only the screens that use antd (see antd-providers.tsx and pages.ts),
 * so the public client area does not load antd.
 */
export function Providers({ children }: { children: ReactNode }) {
  useState(() => {
    if (!getFeedback()) setFeedback(lazyFeedback);
  });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
