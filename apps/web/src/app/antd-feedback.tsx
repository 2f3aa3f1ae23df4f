import '@ant-design/v5-patch-for-react-19';
import './dayjs-locale';
import { ConfigProvider, Modal, message, notification } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { currentLanguage } from '../lib/i18n';
import { theme } from './theme';

/**
 * antd's static message/notification/modal with the platform theme and the visitor's language, for pages that
 * render no antd `<App>` (the public client area). Loaded by `lazy-feedback.ts` the first time one is shown.
 */
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider theme={theme} locale={currentLanguage() === 'zh' ? zhCN : enUS}>
      {children}
    </ConfigProvider>
  ),
});

export const antdFeedback = { message, notification, modal: Modal };
