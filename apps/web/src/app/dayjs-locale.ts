import 'dayjs/locale/zh-cn';
import dayjs from 'dayjs';
import i18n, { currentLanguage } from '../lib/i18n';
import { resolveLanguage } from '../lib/language';

/**
 * dayjs (antd's date pickers, dates formatted in the back office) follows the app's language. Imported by
 * antd's providers, so it is set before any antd screen renders; the client area needs no dayjs.
 */
const apply = (lang: string) => dayjs.locale(resolveLanguage(lang) === 'zh' ? 'zh-cn' : 'en');
apply(currentLanguage());
i18n.on('languageChanged', apply);
