import { Form, type FormRule, Input } from 'antd';
import type { ReactNode } from 'react';
import { useLang } from '../../../lib/useLang';
import { codeRule, UNIQUE_TRIGGER, uniqueColumnRule } from './rules';
import { useRequiredRule } from './useRequiredRule';

/**
 * A required field whose value must be unused in `column` (`table.column`; the record `id` itself excepted): checked on the
 * server's duplicate check as it is typed and when it loses focus, after the field's own `rules`.
 */
export function UniqueColumnField({
  name,
  label,
  column,
  id,
  rules = [],
  children,
}: {
  name: string;
  label: string;
  column: `${string}.${string}`;
  id: string | undefined;
  rules?: FormRule[];
  children: ReactNode;
}) {
  const required = useRequiredRule();
  const [table = '', field = ''] = column.split('.');
  return (
    <Form.Item
      name={name}
      validateTrigger={UNIQUE_TRIGGER}
      label={label}
      rules={[required(label), ...rules, uniqueColumnRule(table, field, id)]}
    >
      {children}
    </Form.Item>
  );
}

/** A record's code: a code's characters (`codeRule`), at most 50 of them, required and unused in `column`. */
export function UniqueCodeField(props: {
  name: string;
  label: string;
  column: `${string}.${string}`;
  id: string | undefined;
}) {
  const lang = useLang();
  return (
    <UniqueColumnField {...props} rules={[codeRule(lang)]}>
      <Input maxLength={50} />
    </UniqueColumnField>
  );
}
