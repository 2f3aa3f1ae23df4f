import { Form, Input } from 'antd';
import { useRequiredRule } from './useRequiredRule';

/** A record's name in Chinese (required) and in English (optional): the field names, labels and lengths in that order. */
export function BilingualNameFields({
  names,
  labels,
  maxLengths,
}: {
  names: [zh: string, en: string];
  labels: [zh: string, en: string];
  maxLengths: [zh: number, en: number];
}) {
  const required = useRequiredRule();
  return (
    <>
      <Form.Item name={names[0]} label={labels[0]} rules={[required(labels[0])]}>
        <Input maxLength={maxLengths[0]} />
      </Form.Item>
      <Form.Item name={names[1]} label={labels[1]}>
        <Input maxLength={maxLengths[1]} />
      </Form.Item>
    </>
  );
}
