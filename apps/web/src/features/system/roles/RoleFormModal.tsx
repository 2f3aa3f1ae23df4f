import type { SysRole } from '@csp/contract/core';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityFormModal } from '../../../components/crud/EntityFormModal';
import type { Done } from '../../../lib/api-calls';
import { useLang } from '../../../lib/useLang';
import { nameRule, noChineseRule, UNIQUE_TRIGGER, uniqueColumnRule } from '../shared/rules';
import type { RoleBody } from './api';

/** Adds or edits a role: code (no Chinese characters, SPEC §5), names and description; `save` is the list's mutation. */
export function RoleFormModal({
  role,
  open,
  save,
  onClose,
}: {
  role: SysRole | null;
  open: boolean;
  save: (body: RoleBody, id?: string) => Promise<Done<unknown>>;
  onClose: () => void;
}) {
  const { t } = useTranslation('system');
  const lang = useLang();
  const required = (field: string) => ({ required: true, message: t('common.required', { field }) });
  return (
    <EntityFormModal<RoleBody>
      title={role ? t('roles.edit') : t('roles.add')}
      open={open}
      onClose={onClose}
      onSaved={onClose}
      initialValues={role ?? {}}
      save={(values) => save(values, role?.id)}
    >
      <Form.Item
        name="roleCode"
        validateTrigger={UNIQUE_TRIGGER}
        label={t('roles.code')}
        rules={[
          required(t('roles.code')),
          noChineseRule(lang),
          { pattern: /^[A-Za-z0-9_-]*$/, message: t('roles.codeRule') },
          uniqueColumnRule('sys_role', 'role_code', role?.id),
        ]}
      >
        <Input maxLength={50} disabled={role?.builtIn} />
      </Form.Item>
      <Form.Item
        name="roleName"
        validateTrigger={UNIQUE_TRIGGER}
        label={t('roles.name')}
        rules={[required(t('roles.name')), nameRule(lang), uniqueColumnRule('sys_role', 'role_name', role?.id)]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="roleNameEn" label={t('roles.nameEn')} rules={[nameRule(lang)]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="description" label={t('roles.description')}>
        <Input.TextArea maxLength={200} rows={3} showCount />
      </Form.Item>
    </EntityFormModal>
  );
}
