import { ModalForm } from '@ant-design/pro-components';
import { permissions as p } from '@csp/contract/core';
import { App, Checkbox, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { submitForm } from '../../../components/crud/submit';
import { useCrudMutations } from '../../../components/crud/useCrudMutations';
import { useAccess } from '../../auth/access/useAccess';
import { CODE_PATTERN } from '../../system/shared/rules';
import { useRequiredRule } from '../../system/shared/useRequiredRule';
import { type DataSource, dataSourceEndpoints } from '../api';
import { ConnectionTest } from './ConnectionTest';

const defaultPorts = { postgres: 5432, mysql: 3306 } as const;

interface Props {
  /** The source edited: a stored one, null for a new one, undefined when closed. */
  editing: DataSource | null | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Add or edit a data source. The password is write-only: empty keeps the stored one (or stores none), and a
 * checkbox removes it. Its fields have ids of their own (form name), apart from the list's search fields.
 */
export function DataSourceFormModal({ editing, onClose, onSaved }: Props) {
  const { t } = useTranslation(['onlineReport', 'system']);
  const { can } = useAccess();
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, unknown>>();
  const { save } = useCrudMutations(dataSourceEndpoints);
  const required = useRequiredRule();
  return (
    <ModalForm<Record<string, unknown>>
      name="dataSourceForm"
      title={editing ? t('sources.edit') : t('sources.add')}
      open={editing !== undefined}
      form={form}
      width={680}
      layout="horizontal"
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 17 }}
      initialValues={editing ? { ...editing, password: '' } : { type: 'postgres', port: 5432, ssl: false }}
      modalProps={{ destroyOnHidden: true, onCancel: onClose, maskClosable: false }}
      onFinish={async (values) => {
        const body = { ...values, password: values.password || undefined };
        const saved = await submitForm(form, () => save.mutateAsync({ body, id: editing?.id }), message);
        if (saved) onSaved();
        return saved;
      }}
    >
      <Form.Item name="code" label={t('sources.code')} rules={[required(t('sources.code')), { pattern: CODE_PATTERN }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="name" label={t('sources.name')} rules={[required(t('sources.name'))]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="type" label={t('sources.type')} rules={[required(t('sources.type'))]}>
        <TypeSelect labels={{ postgres: t('sources.typePostgres'), mysql: t('sources.typeMysql') }} />
      </Form.Item>
      <Form.Item name="host" label={t('sources.host')} rules={[required(t('sources.host'))]}>
        <Input maxLength={255} placeholder="127.0.0.1" />
      </Form.Item>
      <Form.Item name="port" label={t('sources.port')} rules={[required(t('sources.port'))]}>
        <InputNumber min={1} max={65535} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="database" label={t('sources.database')} rules={[required(t('sources.database'))]}>
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item name="username" label={t('sources.username')} rules={[required(t('sources.username'))]}>
        <Input maxLength={128} autoComplete="off" />
      </Form.Item>
      <Form.Item name="password" label={t('sources.password')}>
        <Input.Password
          maxLength={256}
          autoComplete="new-password"
          placeholder={editing?.hasPassword ? t('sources.passwordKeep') : t('sources.passwordNone')}
        />
      </Form.Item>
      {editing?.hasPassword ? (
        <Form.Item name="clearPassword" valuePropName="checked" wrapperCol={{ offset: 6, span: 17 }}>
          <Checkbox>{t('sources.clearPassword')}</Checkbox>
        </Form.Item>
      ) : null}
      <Form.Item name="ssl" label={t('sources.ssl')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="remark" label={t('sources.remark')}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
      {can(p.dataSourceTest) ? <ConnectionTest sourceId={editing?.id} /> : null}
    </ModalForm>
  );
}

/** The type select; choosing a type sets its usual port when the port is still the other type's. */
function TypeSelect({
  labels,
  id,
  value,
  onChange,
}: {
  labels: Record<'postgres' | 'mysql', string>;
  /** From the Form.Item, so its label names the select. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  const form = Form.useFormInstance();
  return (
    <Select<'postgres' | 'mysql'>
      id={id}
      value={value as 'postgres' | 'mysql' | undefined}
      options={(['postgres', 'mysql'] as const).map((type) => ({ value: type, label: labels[type] }))}
      onChange={(type: 'postgres' | 'mysql') => {
        const port = form.getFieldValue('port');
        if (!port || Object.values(defaultPorts).includes(port)) form.setFieldValue('port', defaultPorts[type]);
        onChange?.(type);
      }}
    />
  );
}
