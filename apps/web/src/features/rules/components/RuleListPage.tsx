import type { ProColumns } from '@ant-design/pro-components';
import { Form, type FormRule, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import type { CrudTableProps } from '../../../components/crud/CrudTable';
import { createTimeColumn } from '../../../components/crud/columns';
import { useLang } from '../../../lib/useLang';
import { codeRule } from '../../system/shared/rules';
import { useRequiredRule } from '../../system/shared/useRequiredRule';

interface Rule {
  id: string;
  ruleName: string;
  ruleCode: string;
}

type Props<Row extends Rule, Body> = Omit<
  CrudTableProps<Row, Body>,
  'sortable' | 'rowName' | 'confirmDelete' | 'columns' | 'form' | 'actionsWidth'
> & {
  title: string;
  /** The rule's own columns, between its code and its description. */
  columns: ProColumns<Row>[];
  /** The field of the rule's description. */
  description: keyof Row & string;
  form: {
    width: number;
    initialValues: (editing: Row | null) => Partial<Body>;
    /** The rule's own fields, between its code and its description; `required` makes a required-field rule. */
    fields: (required: (field: string) => FormRule) => ReactNode;
  };
};

/**
 * The list page of a kind of rule (fill rules, check rules): name and code, the rule's own columns and fields,
 * description and creation time, on the back-office list scaffold.
 */
export function RuleListPage<Row extends Rule, Body extends object>({
  columns,
  description,
  form,
  ...table
}: Props<Row, Body>) {
  const { t } = useTranslation('rules');
  const lang = useLang();
  const required = useRequiredRule();
  return (
    <CrudListPage<Row, Body>
      {...table}
      sortable={['createTime', 'ruleCode', 'ruleName']}
      columns={[
        { title: t('common.ruleName'), dataIndex: 'ruleName', sorter: true },
        { title: t('common.ruleCode'), dataIndex: 'ruleCode', sorter: true },
        ...columns,
        { title: t('common.description'), dataIndex: description, search: false, ellipsis: true, responsive: ['lg'] },
        createTimeColumn(t('common.createTime')),
      ]}
      rowName={(rule) => rule.ruleName}
      confirmDelete={(rule) => ({ title: t('common.confirmDelete', { name: rule.ruleName }) })}
      actionsWidth={170}
      form={{
        width: form.width,
        initialValues: form.initialValues,
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
            {form.fields(required)}
            <Form.Item name={description as string} label={t('common.description')}>
              <Input maxLength={200} />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}
