import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../lib/language';
import { FeedbackBridge } from './FeedbackBridge';
import { createQueryClient } from './query-client';
import { theme } from './theme';

/** Data cache, antd locale and theme (following the chosen language), and antd's App context. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { i18n } = useTranslation();
  const lang = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={lang === 'zh' ? zhCN : enUS} theme={theme}>
        <AntApp>
          <FeedbackBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
