// antd 5 on React 19 (static methods, wave effect): set before any antd component renders, with antd itself.
import '@ant-design/v5-patch-for-react-19';
import './dayjs-locale';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { useLang } from '../lib/useLang';
import { theme } from './theme';

/** antd's theme and locale, following the chosen language (what antd components need to look right). */
export function AntdTheme({ children }: { children: ReactNode }) {
  const lang = useLang();
  return (
    <ConfigProvider locale={lang === 'zh' ? zhCN : enUS} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
