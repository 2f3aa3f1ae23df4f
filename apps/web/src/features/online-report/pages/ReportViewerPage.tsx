import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ReportBrowser } from '../../../components/popup-picker';
import { Screen } from '../../../components/Screen';
import { reportCodeOf } from '../report-code';

/**
 * One online report as a screen (JeecgBoot OnlCgreportAutoList): `/online/cgreport?code=<code>` from the report
 * list, or a menu entry an administrator adds with the path `/online/cgreport/<code>` and this component.
 */
export default function ReportViewerPage() {
  const { t } = useTranslation('onlineReport');
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const code = reportCodeOf(pathname, search.get('code'));
  const [title, setTitle] = useState('');
  return (
    <Screen fallbackTitle={title || t('viewer.title')}>
      {code ? (
        <ReportBrowser key={code} code={code} onTitle={setTitle} />
      ) : (
        <Alert type="warning" showIcon message={t('viewer.missing')} />
      )}
    </Screen>
  );
}
