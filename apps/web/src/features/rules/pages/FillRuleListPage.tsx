import { type FillRule, fillResetPeriods, permissions as p } from '@csp/contract/core';
import { App, Button, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { executeFillRule, type FillRuleBody, fillRuleEndpoints } from '../api';
import { PatternExample } from '../components/PatternExample';
import { RuleListPage } from '../components/RuleListPage';

/** Fill rules (JeecgBoot sys_fill_rule): codes generating values such as CITY-2026-0001; try one from the list. */
export default function FillRuleListPage() {
  const { t } = useTranslation('rules');
  const { message } = App.useApp();
  const [tried, setTried] = useState<{ rule: FillRule; value: string } | null>(null);
  const resetOptions = fillResetPeriods.map((value) => ({ value, label: t(`fill.reset.${value}`) }));

  const tryRule = async (rule: FillRule) => {
    try {
      const done = await executeFillRule(rule.ruleCode);
      setTried({ rule, value: done.result });
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <RuleListPage<FillRule, FillRuleBody>
      title={t('fill.title')}
      endpoints={fillRuleEndpoints}
      description="description"
      columns={[
        {
          title: t('fill.pattern'),
          dataIndex: 'pattern',
          search: false,
          render: (_, rule) => <Typography.Text code>{rule.pattern}</Typography.Text>,
        },
        {
          title: t('fill.resetPeriod'),
          dataIndex: 'resetPeriod',
          search: false,
          render: (_, rule) => t(`fill.reset.${rule.resetPeriod}`),
        },
      ]}
      permissions={{ add: p.fillRuleAdd, edit: p.fillRuleEdit, delete: p.fillRuleDelete }}
      labels={{ add: t('fill.add'), edit: t('fill.edit') }}
      rowActions={(rule) => [{ key: 'try', label: t('fill.try'), onClick: () => void tryRule(rule) }]}
      form={{
        width: 640,
        initialValues: (editing) => editing ?? { resetPeriod: 'none' },
        fields: (required) => (
          <>
            <Form.Item
              name="pattern"
              label={t('fill.pattern')}
              tooltip={t('fill.patternHelp')}
              rules={[required(t('fill.pattern'))]}
              extra={<PatternExample />}
            >
              <Input maxLength={100} placeholder="CITY-{yyyy}-{seq:4}" />
            </Form.Item>
            <Form.Item name="resetPeriod" label={t('fill.resetPeriod')}>
              <Select options={resetOptions} />
            </Form.Item>
          </>
        ),
      }}
    >
      <Modal
        title={tried ? t('fill.tryTitle', { name: tried.rule.ruleName }) : ''}
        open={tried !== null}
        onCancel={() => setTried(null)}
        footer={
          <Button type="primary" onClick={() => setTried(null)}>
            {t('common.close')}
          </Button>
        }
      >
        <Typography.Paragraph>
          {t('fill.tried')}:{' '}
          <Typography.Text strong copyable data-testid="fill-value">
            {tried?.value}
          </Typography.Text>
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('fill.tryNote')}</Typography.Paragraph>
        {tried ? <Button onClick={() => void tryRule(tried.rule)}>{t('fill.try')}</Button> : null}
      </Modal>
    </RuleListPage>
  );
}
