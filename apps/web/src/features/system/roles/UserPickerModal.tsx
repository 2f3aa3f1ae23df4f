import { ProTable } from '@ant-design/pro-components';
import type { SysUser } from '@csp/contract/core';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toListQuery, toTableData } from '../../../components/crud/list-query';
import { listUsers } from '../users/api';

/** Picks users from the users list (searched and paged on the server). */
export function UserPickerModal(props: {
  open: boolean;
  title: string;
  onCancel: () => void;
  /** Resolves to whether the users were taken (the selection is kept otherwise). */
  onPick: (ids: string[]) => Promise<boolean>;
}) {
  const { t } = useTranslation('system');
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
      <ProTable<SysUser>
        rowKey="id"
        size="small"
        columns={[
          { title: t('users.username'), dataIndex: 'username', sorter: true },
          { title: t('users.realname'), dataIndex: 'realname', search: false },
          { title: t('users.email'), dataIndex: 'email', search: false },
        ]}
        request={async (params, sort) =>
          toTableData(await listUsers(toListQuery(params, sort, { sortable: ['username', 'createTime'] })))
        }
        rowSelection={{ selectedRowKeys: ids, onChange: (keys) => setIds(keys.map(String)) }}
        tableAlertRender={false}
        search={{ labelWidth: 'auto', filterType: 'light' }}
        options={false}
        pagination={{ defaultPageSize: 8 }}
      />
    </Modal>
  );
}
