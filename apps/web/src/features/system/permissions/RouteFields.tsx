import { Checkbox, Form, Input, Radio, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { menuIcon } from '../../../app/menu/menu-icons';
import { useRequiredRule } from '../shared/useRequiredRule';

/**
 * The fields of a menu's route (path, component, redirect, icon, flags) or, for a button, its
 * permission code and kind. A menu may carry a code too (its list permission).
 */
export function RouteFields({ button }: { button: boolean }) {
  const { t } = useTranslation('system');
  const required = useRequiredRule();
  const perms = (
    <Form.Item
      name="perms"
      label={t('permissions.perms')}
      tooltip={t('permissions.permsHint')}
      rules={[
        ...(button ? [required(t('permissions.perms'))] : []),
        { pattern: /^[A-Za-z0-9:_,.-]*$/, message: t('permissions.permsRule') },
      ]}
    >
      <Input maxLength={255} placeholder="system:user:add" />
    </Form.Item>
  );
  if (button) {
    return (
      <>
        {perms}
        <Form.Item name="permsType" label={t('permissions.permsType')}>
          <Radio.Group
            options={[
              { value: '1', label: t('permissions.permsShow') },
              { value: '2', label: t('permissions.permsDisable') },
            ]}
          />
        </Form.Item>
      </>
    );
  }
  return (
    <>
      <Form.Item name="url" label={t('permissions.url')} rules={[required(t('permissions.url'))]}>
        <Input maxLength={255} placeholder="/system/user" />
      </Form.Item>
      <Form.Item name="component" label={t('permissions.component')}>
        <Input maxLength={255} placeholder="system/UserList" />
      </Form.Item>
      <Form.Item name="componentName" label={t('permissions.componentName')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="redirect" label={t('permissions.redirect')}>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item noStyle dependencies={['icon']}>
        {({ getFieldValue }) => (
          <Form.Item name="icon" label={t('permissions.icon')}>
            <Input maxLength={100} placeholder="setting" suffix={menuIcon(getFieldValue('icon'))} />
          </Form.Item>
        )}
      </Form.Item>
      {perms}
      <Form.Item label={t('permissions.options')}>
        <Space wrap size={[16, 8]}>
          <Flag name="route" label={t('permissions.route')} tooltip={t('permissions.routeHint')} />
          <Flag name="hidden" label={t('permissions.hidden')} />
          <Flag name="keepAlive" label={t('permissions.keepAlive')} />
          <Flag name="alwaysShow" label={t('permissions.alwaysShow')} />
          <Flag name="internalOrExternal" label={t('permissions.internalOrExternal')} />
        </Space>
      </Form.Item>
    </>
  );
}

/** A yes/no option of the route metadata. */
function Flag({ name, label, tooltip }: { name: string; label: string; tooltip?: string }) {
  const box = (
    <Form.Item name={name} valuePropName="checked" noStyle>
      <Checkbox>{label}</Checkbox>
    </Form.Item>
  );
  return tooltip ? <Tooltip title={tooltip}>{box}</Tooltip> : box;
}
