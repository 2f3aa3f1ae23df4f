import type { DepartTreeNode } from '@csp/contract/core';
import { App, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { submitForm } from '../../../components/crud/submit';
import type { Done } from '../../../lib/api-calls';
import type { DepartBody } from './api';
import { DepartFields } from './DepartFields';
import { type DepartFormValues, toDepartBody, toDepartValues } from './depart-form';

/** The chosen department's details, saved in place (read-only without the edit permission). */
export function DepartEditor(props: {
  node: DepartTreeNode;
  tree: readonly DepartTreeNode[];
  editable: boolean;
  /** The screen's save mutation. */
  save: (body: DepartBody, id: string) => Promise<Done<unknown>>;
}) {
  const { node, editable } = props;
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const [form] = Form.useForm<DepartFormValues>();
  return (
    <Form<DepartFormValues>
      form={form}
      layout="horizontal"
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 16 }}
      initialValues={toDepartValues(node)}
      disabled={!editable}
      onFinish={async (values) => {
        await submitForm(form, () => props.save(toDepartBody(values), node.id), message);
      }}
    >
      <DepartFields tree={props.tree} selfId={node.id} />
      {editable ? (
        <Form.Item wrapperCol={{ offset: 6 }}>
          <Button type="primary" htmlType="submit">
            {t('common.save')}
          </Button>
        </Form.Item>
      ) : null}
    </Form>
  );
}
