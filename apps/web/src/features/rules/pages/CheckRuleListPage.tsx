import { type CheckRule, permissions as p } from '@csp/contract/core';
import { Form, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { useLang } from '../../../lib/useLang';
import { codeRule } from '../../system/shared/rules';
import { type CheckRuleBody, checkRuleEndpoints } from '../api';
import { CheckItemsField } from '../components/CheckItemsField';
import { RuleTester } from '../components/RuleTester';

const newRule = { rules: [{ type: 'regex', pattern: '', message: '', messageEn: '' }] as CheckRuleBody['rules'] };

/** Check rules (JeecgBoot sys_check_rule): ordered checks with messages; test a value from the list. */
export default function CheckRuleListPage() {
  const { t } = useTranslation('rules');
  const { t: ts } = useTranslation('system');
  const lang = useLang();
  const [testing, setTesting] = useState<CheckRule | null>(null);
  const required = (field: string) => ({ required: true, message: ts('common.required', { field }) });
  return (
    <CrudListPage<CheckRule, CheckRuleBody>
      title={t('check.title')}
      endpoints={checkRuleEndpoints}
      sortable={['createTime', 'ruleCode', 'ruleName']}
      columns={[
        { title: t('common.ruleName'), dataIndex: 'ruleName', sorter: true },
        { title: t('common.ruleCode'), dataIndex: 'ruleCode', sorter: true },
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
        {
          title: t('common.description'),
          dataIndex: 'ruleDescription',
          search: false,
          ellipsis: true,
          responsive: ['lg'],
        },
        { title: t('common.createTime'), dataIndex: 'createTime', valueType: 'dateTime', sorter: true, search: false },
      ]}
      rowName={(rule) => rule.ruleName}
      permissions={{ add: p.checkRuleAdd, edit: p.checkRuleEdit, delete: p.checkRuleDelete }}
      labels={{ add: t('check.add'), edit: t('check.edit') }}
      confirmDelete={(rule) => ({ title: t('common.confirmDelete', { name: rule.ruleName }) })}
      rowActions={(rule) => [{ key: 'test', label: t('check.test'), onClick: () => setTesting(rule) }]}
      actionsWidth={170}
      form={{
        width: 720,
        initialValues: (editing) => editing ?? newRule,
        fields: () => (
          <>
            <Form.Item name="ruleName" label={t('common.ruleName')} rules={[required(t('common.ruleName'))]}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item
              name="ruleCode"
              label={t('common.ruleCode')}
              rules={[required(t('common.ruleCode')), codeRule(lang)]}
            >
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="ruleDescription" label={t('common.description')}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item label={t('check.items')} required>
              <CheckItemsField />
            </Form.Item>
          </>
        ),
      }}
    >
      <RuleTester rule={testing} onClose={() => setTesting(null)} />
    </CrudListPage>
  );
}
