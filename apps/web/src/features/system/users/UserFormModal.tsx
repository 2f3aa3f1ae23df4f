import type { SysRole, SysUser } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityFormModal } from '../../../components/crud/EntityFormModal';
import type { Done } from '../../../lib/api-calls';
import { bilingual } from '../../../lib/bilingual-text';
import { useInvalidatingMutation } from '../../../lib/useInvalidatingMutation';
import { useLang } from '../../../lib/useLang';
import { confirmRule, PASSWORD_INPUT_MAX, passwordRule } from '../../auth/password-rules';
import { MAILBOX_PATTERN, USERNAME_PATTERN } from '../../user/account-checks';
import { nameRule, UNIQUE_TRIGGER, uniqueRule } from '../shared/rules';
import { toTreeOptions } from '../shared/tree';
import { useRequiredRule } from '../shared/useRequiredRule';
import { AreaFields } from './AreaFields';
import {
  addUser,
  checkEmailFree,
  checkUsernameFree,
  departTree,
  departTreeKey,
  editUser,
  myTenants,
  positionOptions,
  userKeys,
} from './api';
import { toAddBody, toEditBody, toFormValues, type UserFormValues } from './user-form';

interface Props {
  /** The user edited, or null to add one. */
  user: SysUser | null;
  roles: readonly SysRole[];
  open: boolean;
  onClose: () => void;
}

/** Adds or edits a user: details, roles, departments, positions and area; passwords only when adding. */
export function UserFormModal({ user, roles, open, onClose }: Props) {
  const { t } = useTranslation('system');
  const lang = useLang();
  const departs = useQuery({ queryKey: departTreeKey, queryFn: departTree, enabled: open, retry: false });
  const posts = useQuery({ queryKey: ['system', 'positions'], queryFn: positionOptions, enabled: open, retry: false });
  const tenants = useQuery({ queryKey: ['system', 'my-tenants'], queryFn: myTenants, enabled: open, retry: false });
  const required = useRequiredRule();

  const save = useInvalidatingMutation(
    (values: UserFormValues): Promise<Done<unknown>> =>
      user
        ? editUser(toEditBody(user, values))
        : addUser(toAddBody(values), values.password ?? '', values.confirmPassword ?? ''),
    [userKeys.all],
  );

  return (
    <EntityFormModal<UserFormValues>
      title={user ? t('users.edit') : t('users.add')}
      open={open}
      width={640}
      initialValues={user ? toFormValues(user) : { selectedroles: [] }}
      save={save.mutateAsync}
      onClose={onClose}
      onSaved={onClose}
    >
      <Form.Item
        name="username"
        validateTrigger={UNIQUE_TRIGGER}
        label={t('users.username')}
        rules={
          user
            ? []
            : [
                required(t('users.username')),
                { pattern: USERNAME_PATTERN, message: t('users.usernameRule') },
                uniqueRule(checkUsernameFree, (v) => USERNAME_PATTERN.test(v)),
              ]
        }
      >
        <Input disabled={Boolean(user)} maxLength={32} autoComplete="off" />
      </Form.Item>
      {user ? null : (
        <>
          <Form.Item
            name="password"
            label={t('users.password')}
            rules={[required(t('users.password')), passwordRule(lang)]}
          >
            <Input.Password maxLength={PASSWORD_INPUT_MAX} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('users.confirmPassword')}
            dependencies={['password']}
            rules={[required(t('users.confirmPassword')), confirmRule(lang, 'password')]}
          >
            <Input.Password maxLength={PASSWORD_INPUT_MAX} autoComplete="new-password" />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="realname"
        label={t('users.realname')}
        rules={[required(t('users.realname')), nameRule(lang), { max: 50 }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="email"
        validateTrigger={UNIQUE_TRIGGER}
        label={t('users.email')}
        rules={[
          { type: 'email', message: t('users.emailRule') },
          uniqueRule(
            (email) => checkEmailFree(email, user?.id ?? '0'),
            (v) => MAILBOX_PATTERN.test(v),
          ),
        ]}
      >
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('users.phone')}
        rules={[{ pattern: /^[0-9+\- ]{0,20}$/, message: t('users.phoneRule') }]}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="selectedroles" label={t('users.roles')}>
        <Select
          mode="multiple"
          allowClear
          optionFilterProp="label"
          options={roles.map((role) => ({ value: role.id, label: bilingual(role.roleName, role.roleNameEn, lang) }))}
        />
      </Form.Item>
      {departs.data ? (
        <Form.Item name="selecteddeparts" label={t('users.departs')}>
          <TreeSelect
            multiple
            allowClear
            treeDefaultExpandAll
            treeNodeFilterProp="title"
            treeData={toTreeOptions(
              departs.data,
              (node) => node.id,
              (node) => bilingual(node.departName, node.departNameEn, lang),
            )}
          />
        </Form.Item>
      ) : null}
      {posts.data ? (
        <Form.Item name="post" label={t('users.posts')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            options={posts.data.records.map((p) => ({ value: p.code, label: bilingual(p.name, p.nameEn, lang) }))}
          />
        </Form.Item>
      ) : null}
      {tenants.data && tenants.data.list.length > 1 ? (
        <Form.Item name="relTenantIds" label={t('users.tenants')} extra={t('users.tenantsHint')}>
          <Select
            mode="multiple"
            options={tenants.data.list.map((tenant) => ({ value: String(tenant.id), label: tenant.name }))}
          />
        </Form.Item>
      ) : null}
      <AreaFields roles={roles} userId={user?.id} />
    </EntityFormModal>
  );
}
