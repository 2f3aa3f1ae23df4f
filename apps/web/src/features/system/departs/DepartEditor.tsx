import type { DepartTreeNode } from '@csp/contract/core';
import { App, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { submitForm } from '../../../components/crud/submit';
import { editDepart } from './api';
import { DepartFields } from './DepartFields';
import { type DepartFormValues, toDepartBody, toDepartValues } from './depart-form';

/** The chosen department's details, saved in place (read-only without the edit permission). */
export function DepartEditor(props: {
  node: DepartTreeNode;
  tree: readonly DepartTreeNode[];
  editable: boolean;
  onSaved: () => void;
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
        if (await submitForm(form, () => editDepart({ ...toDepartBody(values), id: node.id }), message))
          props.onSaved();
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
