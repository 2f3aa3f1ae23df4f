import { type ProColumns, ProTable } from '@ant-design/pro-components';
import type { SysUser } from '@csp/contract/core';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListTable } from '../../../components/crud/useListTable';
import { listUsers, userKeys } from '../users/api';

/** Picks users from the users list (searched and paged on the server). */
export function UserPickerModal(props: {
  open: boolean;
  title: string;
  onCancel: () => void;
  /** Resolves to whether the users were taken (the selection is kept otherwise). */
  onPick: (ids: string[]) => Promise<boolean>;
}) {
  const [ids, setIds] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      title={props.title}
      open={props.open}
      width={800}
      destroyOnHidden
      onCancel={props.onCancel}
      okButtonProps={{ disabled: ids.length === 0, loading: busy }}
      onOk={async () => {
        setBusy(true);
        const taken = await props.onPick(ids);
        setBusy(false);
        if (taken) setIds([]);
      }}
    >
      {props.open ? <UserTable ids={ids} onChange={setIds} /> : null}
    </Modal>
  );
}

function UserTable({ ids, onChange }: { ids: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation('system');
  const columns: ProColumns<SysUser>[] = [
    { title: t('users.username'), dataIndex: 'username', sorter: true },
    { title: t('users.realname'), dataIndex: 'realname', search: false },
    { title: t('users.email'), dataIndex: 'email', search: false },
  ];
  const { tableProps } = useListTable<SysUser>({
    keys: userKeys,
    fetch: (query, signal) => listUsers(query, { signal }),
    columns,
    sortable: ['username', 'createTime'],
    pageSize: 8,
  });
  return (
    <ProTable<SysUser>
      rowKey="id"
      size="small"
      columns={columns}
      {...tableProps}
      rowSelection={{ selectedRowKeys: ids, onChange: (keys) => onChange(keys.map(String)) }}
      tableAlertRender={false}
      search={{ labelWidth: 'auto', filterType: 'light' }}
      options={false}
    />
  );
}
