import { SyncOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeServerMessage } from '../../../lib/server-messages';
import { useLang } from '../../../lib/useLang';
import { refreshDictCache } from './api';

/** Refreshes the dictionary cache: '刷新缓存完成！' on success, '刷新缓存失败！' on failure (SPEC §8). */
export function RefreshCacheButton() {
  const { t } = useTranslation('system');
  const lang = useLang();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    try {
      await refreshDictCache();
      message.success(localizeServerMessage('refreshCacheSuccess', lang));
    } catch {
      message.error(localizeServerMessage('refreshCacheFailed', lang));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<SyncOutlined spin={busy} />} loading={busy} onClick={refresh}>
      {t('dicts.refreshCache')}
    </Button>
  );
}
