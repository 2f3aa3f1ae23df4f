import type { SysUser } from '@csp/contract/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchUser, searchUsers } from '../../recipients-api';

const label = (user: Pick<SysUser, 'username' | 'realname'>) =>
  user.realname && user.realname !== user.username ? `${user.realname} (${user.username})` : user.username;

/** Several users, searched by username on the server; chosen ones keep their names (fetched when editing). */
export function UserPicker({
  id,
  value = [],
  onChange,
}: {
  id?: string;
  value?: string[];
  onChange?: (ids: string[]) => void;
}) {
  const { t } = useTranslation('announcements');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const found = useQuery({
    queryKey: ['announcements', 'pick-users', search],
    queryFn: () => searchUsers(search),
    staleTime: 60_000,
  });
  const known = new Set((found.data?.records ?? []).map((user) => user.id));
  const chosen = useQueries({
    queries: value
      .filter((id) => !known.has(id))
      .slice(0, 50)
      .map((id) => ({
        queryKey: ['announcements', 'pick-user', id],
        queryFn: () => fetchUser(id),
        staleTime: 300_000,
      })),
  });
  const chosenUsers = chosen.map((q) => q.data).filter((user): user is SysUser => !!user);
  const records = found.data?.records;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the chosen users' names change only with their ids
  const options = useMemo(() => {
    const byId = new Map<string, string>();
    for (const user of [...chosenUsers, ...(records ?? [])]) byId.set(user.id, label(user));
    return [...byId].map(([id, text]) => ({ value: id, label: text }));
  }, [records, chosenUsers.map((u) => u.id).join()]);

  return (
    <Select
      id={id}
      mode="multiple"
      showSearch
      filterOption={false}
      value={value}
      onChange={onChange}
      onSearch={setTyped}
      options={options}
      loading={found.isFetching}
      status={found.isError ? 'error' : undefined}
      notFoundContent={found.isError ? t('admin.pickerFailed', { message: found.error.message }) : undefined}
      placeholder={t('admin.usersPlaceholder')}
      aria-label={t('fields.userIds')}
    />
  );
}
