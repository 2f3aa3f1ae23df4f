import { type CheckRule, permissions as p } from '@csp/contract/core';
import { Form, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CheckRuleBody, checkRuleEndpoints } from '../api';
import { CheckItemsField } from '../components/CheckItemsField';
import { RuleListPage } from '../components/RuleListPage';
import { RuleTester } from '../components/RuleTester';

const newRule = { rules: [{ type: 'regex', pattern: '', message: '', messageEn: '' }] as CheckRuleBody['rules'] };

/** Check rules (JeecgBoot sys_check_rule): ordered checks with messages; test a value from the list. */
export default function CheckRuleListPage() {
  const { t } = useTranslation('rules');
  const [testing, setTesting] = useState<CheckRule | null>(null);
  return (
    <RuleListPage<CheckRule, CheckRuleBody>
      title={t('check.title')}
      endpoints={checkRuleEndpoints}
      description="ruleDescription"
      columns={[
        {
          title: t('check.items'),
          dataIndex: 'rules',
          search: false,
          render: (_, rule) => (
            <Space size={[0, 4]} wrap>
              {rule.rules.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the checks have no id; their order is their identity
                <Tag key={i} title={item.pattern ?? ''}>
                  {t(`check.types.${item.type}`)}
                </Tag>
              ))}
            </Space>
          ),
        },
      ]}
      permissions={{ add: p.checkRuleAdd, edit: p.checkRuleEdit, delete: p.checkRuleDelete }}
      labels={{ add: t('check.add'), edit: t('check.edit') }}
      rowActions={(rule) => [{ key: 'test', label: t('check.test'), onClick: () => setTesting(rule) }]}
      form={{
        width: 720,
        initialValues: (editing) => editing ?? newRule,
        fields: () => (
          <Form.Item label={t('check.items')} required>
            <CheckItemsField />
          </Form.Item>
        ),
      }}
    >
      <RuleTester rule={testing} onClose={() => setTesting(null)} />
    </RuleListPage>
  );
}
