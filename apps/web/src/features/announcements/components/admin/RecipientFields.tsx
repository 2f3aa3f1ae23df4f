import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnnouncementFormValues } from '../../admin-form';
import { recipientOptions } from '../code-options';
import { DepartPicker } from './DepartPicker';
import { RolePicker } from './RolePicker';
import { UserPicker } from './UserPicker';

/** Who receives it: everyone, chosen users, a role's users or a department's users (resolved at release). */
export function RecipientFields() {
  const { t } = useTranslation('announcements');
  const msgType = Form.useWatch<AnnouncementFormValues['msgType']>('msgType');
  return (
    <>
      <Form.Item name="msgType" label={t('fields.msgType')}>
        <Radio.Group options={recipientOptions(t)} />
      </Form.Item>
      {msgType === 'USER' ? (
        <Form.Item
          name="userIds"
          label={t('fields.userIds')}
          rules={[{ required: true, type: 'array', min: 1, message: t('admin.required.userIds') }]}
        >
          <UserPicker />
        </Form.Item>
      ) : null}
      {msgType === 'ROLE' ? (
        <Form.Item
          name="roleId"
          label={t('fields.roleId')}
          rules={[{ required: true, message: t('admin.required.roleId') }]}
        >
          <RolePicker />
        </Form.Item>
      ) : null}
      {msgType === 'DEPART' ? (
        <Form.Item
          name="departId"
          label={t('fields.departId')}
          rules={[{ required: true, message: t('admin.required.departId') }]}
        >
          <DepartPicker />
        </Form.Item>
      ) : null}
    </>
  );
}
