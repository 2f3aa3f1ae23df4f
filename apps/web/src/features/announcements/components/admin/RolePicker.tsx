import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../lib/useLang';
import { fetchRoles } from '../../recipients-api';

/** One role (GET /sys/role/queryall), named in the user's language. */
export function RolePicker({ id, value, onChange }: { id?: string; value?: string; onChange?: (id: string) => void }) {
  const { t } = useTranslation('announcements');
  const en = useLang() === 'en';
  const roles = useQuery({ queryKey: ['announcements', 'pick-roles'], queryFn: fetchRoles, staleTime: 300_000 });
  return (
    <Select
      id={id}
      showSearch
      optionFilterProp="label"
      value={value}
      onChange={onChange}
      loading={roles.isFetching}
      status={roles.isError ? 'error' : undefined}
      notFoundContent={roles.isError ? t('admin.pickerFailed', { message: roles.error.message }) : undefined}
      options={(roles.data ?? []).map((role) => ({
        value: role.id,
        label: (en ? role.roleNameEn : role.roleName) || role.roleName || role.roleCode,
      }))}
      placeholder={t('admin.rolePlaceholder')}
      aria-label={t('fields.roleId')}
    />
  );
}
