import { permissions as p, type SysUser } from '@csp/contract/core';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../auth/access/useAccess';
import type { useUserActions } from './useUserActions';

/** Actions on the selected users (approve the pending ones, freeze, unfreeze, delete), as permitted. */
export function UserBatchActions({
  selected,
  actions,
  onClear,
}: {
  selected: SysUser[];
  actions: ReturnType<typeof useUserActions>;
  onClear: () => void;
}) {
  const { t } = useTranslation('system');
  const { can } = useAccess();
  const pending = selected.filter((u) => u.approval === 'pending');
  return (
    <Space wrap>
      {can(p.userApprove) ? (
        <Button size="small" disabled={pending.length === 0} onClick={() => actions.approve(pending)}>
          {t('users.approve')}
        </Button>
      ) : null}
      {can(p.userFreeze) ? (
        <>
          <Button size="small" onClick={() => actions.freeze(selected)}>
            {t('users.freeze')}
          </Button>
          <Button size="small" onClick={() => actions.unfreeze(selected)}>
            {t('users.unfreeze')}
          </Button>
        </>
      ) : null}
      {can(p.userDelete) ? (
        <Button size="small" danger onClick={() => actions.remove(selected)}>
          {t('common.delete')}
        </Button>
      ) : null}
      <Button size="small" type="link" onClick={onClear}>
        {t('common.clearSelection')}
      </Button>
    </Space>
  );
}
