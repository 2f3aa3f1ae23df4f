import type { SysRole } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { App, Checkbox, Empty, Modal, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../components/crud/submit';
import { bilingual } from '../../../lib/bilingual-text';
import { useInvalidatingMutation } from '../../../lib/useInvalidatingMutation';
import { useLang } from '../../../lib/useLang';
import { roleDataRuleKeys, roleDataRules, saveRoleDataRules } from './api';

interface Props {
  role: SysRole;
  /** The menu whose rules are chosen, or null when closed. */
  menu: { id: string; title: string; titleEn: string } | null;
  onClose: () => void;
}

/** The data rules of one menu a role applies (JeecgBoot role authorize → data rules). */
export function RoleDataRulesModal({ role, menu, onClose }: Props) {
  const { t } = useTranslation('system');
  const lang = useLang();
  const { message } = App.useApp();
  const [checked, setChecked] = useState<string[]>([]);
  const menuId = menu?.id ?? '';
  const data = useQuery({
    queryKey: roleDataRuleKeys(menuId, role.id),
    queryFn: () => roleDataRules(menuId, role.id),
    enabled: !!menu,
    gcTime: 0,
  });
  useEffect(() => {
    if (data.data) setChecked(data.data.drChecked);
  }, [data.data]);

  const saveRules = useInvalidatingMutation(
    (ids: string[]) => saveRoleDataRules(menuId, role.id, ids),
    [roleDataRuleKeys(menuId, role.id)],
  );
  const save = async () => {
    if (menu && (await runAction(() => saveRules.mutateAsync(checked), message))) onClose();
  };

  return (
    <Modal
      open={menu !== null}
      title={menu ? t('dataRules.roleTitle', { menu: bilingual(menu.title, menu.titleEn, lang) }) : ''}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('common.save')}
      confirmLoading={saveRules.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('dataRules.roleHint')}</Typography.Paragraph>
      {data.isFetching ? (
        <Spin />
      ) : data.data?.datarule.length ? (
        <Checkbox.Group value={checked} onChange={(values) => setChecked(values.map(String))}>
          <Space direction="vertical">
            {data.data.datarule.map((rule) => (
              <Checkbox key={rule.id} value={rule.id} disabled={rule.status !== '1' && !checked.includes(rule.id)}>
                {rule.ruleName}{' '}
                <Typography.Text type="secondary" code>
                  {rule.ruleColumn} {rule.ruleConditions} {rule.ruleValue}
                </Typography.Text>
                {rule.status !== '1' ? ` (${t('common.disabled')})` : ''}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      ) : (
        <Empty description={t('dataRules.none')} />
      )}
    </Modal>
  );
}
