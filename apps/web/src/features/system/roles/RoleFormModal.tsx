import type { SysRole } from '@csp/contract/core';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityFormModal } from '../../../components/crud/EntityFormModal';
import type { Done } from '../../../lib/api-calls';
import { useLang } from '../../../lib/useLang';
import { nameRule, noChineseRule } from '../shared/rules';
import { UniqueColumnField } from '../shared/UniqueColumnField';
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
  return (
    <EntityFormModal<RoleBody>
      title={role ? t('roles.edit') : t('roles.add')}
      open={open}
      onClose={onClose}
      onSaved={onClose}
      initialValues={role ?? {}}
      save={(values) => save(values, role?.id)}
    >
      <UniqueColumnField
        name="roleCode"
        label={t('roles.code')}
        column="sys_role.role_code"
        id={role?.id}
        rules={[noChineseRule(lang), { pattern: /^[A-Za-z0-9_-]*$/, message: t('roles.codeRule') }]}
      >
        <Input maxLength={50} disabled={role?.builtIn} />
      </UniqueColumnField>
      <UniqueColumnField
        name="roleName"
        label={t('roles.name')}
        column="sys_role.role_name"
        id={role?.id}
        rules={[nameRule(lang)]}
      >
        <Input maxLength={50} />
      </UniqueColumnField>
      <Form.Item name="roleNameEn" label={t('roles.nameEn')} rules={[nameRule(lang)]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="description" label={t('roles.description')}>
        <Input.TextArea maxLength={200} rows={3} showCount />
      </Form.Item>
    </EntityFormModal>
  );
}
