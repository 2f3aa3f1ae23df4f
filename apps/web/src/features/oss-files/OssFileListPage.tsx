import { UploadOutlined } from '@ant-design/icons';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { type OssFile, permissions as p } from '@csp/contract/core';
import { App, Button, Space, Tag, Tooltip, Upload } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toListQuery, toTableData } from '../../components/crud/list-query';
import { RowActions } from '../../components/crud/RowActions';
import { useConfirmAction } from '../../components/crud/useConfirmAction';
import { Screen } from '../../components/Screen';
import { fetchPage, send } from '../../lib/api-calls';
import { useAccess } from '../auth/access/useAccess';
import { downloadOssFile, uploadOssFile } from './api';
import { formatSize, usageItems } from './file-facts';

/**
 * The OSS file list (SPEC §2 "Other"): every stored file with owner, size, type and where it is used; upload,
 * download, and delete of files nothing uses (the server refuses the others with `fileInUse`).
 */
export default function OssFileListPage() {
  const { t } = useTranslation('ossFiles');
  const { t: ts } = useTranslation('system');
  const { can } = useAccess();
  const { message } = App.useApp();
  const table = useRef<ActionType>(null);
  const [uploading, setUploading] = useState(false);
  const reload = useCallback(() => table.current?.reload(), []);
  const confirm = useConfirmAction(reload);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const done = await uploadOssFile(file);
      message.success(done.message);
      reload();
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  };
  const download = (file: OssFile) =>
    void downloadOssFile(file).catch(() => message.warning(t('downloadFailed', { name: file.name })));

  const columns: ProColumns<OssFile>[] = [
    {
      title: t('name'),
      dataIndex: 'name',
      sorter: true,
      ellipsis: true,
      render: (_, row) => <span data-testid="oss-file-name">{row.name}</span>,
    },
    { title: t('mimeType'), dataIndex: 'mimeType', ellipsis: true },
    {
      title: t('size'),
      dataIndex: 'size',
      sorter: true,
      search: false,
      width: 100,
      render: (_, row) => formatSize(row.size),
    },
    {
      title: t('purpose'),
      dataIndex: 'purpose',
      width: 130,
      valueType: 'select',
      valueEnum: Object.fromEntries(
        ['oss', 'city-document', 'carousel', 'video', 'members', 'avatar', 'home-draft'].map((v) => [
          v,
          { text: t(`purposes.${v}`, { defaultValue: v }) },
        ]),
      ),
    },
    { title: t('owner'), dataIndex: 'owner', render: (_, row) => row.ownerName ?? '—' },
    {
      title: t('usage'),
      dataIndex: 'inUse',
      valueType: 'select',
      valueEnum: { '1': { text: t('used') }, '0': { text: t('unused') } },
      render: (_, row) =>
        row.inUse ? (
          <Space size={[0, 4]} wrap>
            {usageItems(row.usage, (kind) => t(`usageKinds.${kind}`)).map((item) => (
              <Tag key={item} color="blue">
                {item}
              </Tag>
            ))}
          </Space>
        ) : (
          <Tag>{t('unused')}</Tag>
        ),
    },
    { title: ts('common.createTime'), dataIndex: 'createTime', valueType: 'dateTime', sorter: true, search: false },
    {
      title: ts('common.actions'),
      valueType: 'option',
      width: 150,
      render: (_, row) => (
        <RowActions
          name={row.name}
          inline={2}
          actions={[
            { key: 'download', label: t('download'), onClick: () => download(row) },
            {
              key: 'delete',
              label: ts('common.delete'),
              danger: true,
              hidden: !can(p.ossDelete),
              onClick: () =>
                confirm({
                  title: ts('common.confirmDelete', { name: row.name }),
                  content: row.inUse ? t('inUseWarning') : undefined,
                  danger: true,
                  call: () => send('DELETE', '/sys/oss/file/delete', { params: { id: row.id } }),
                }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Screen fallbackTitle={t('title')}>
      <ProTable<OssFile>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={async (params, sort) =>
          toTableData(
            await fetchPage<OssFile>(
              '/sys/oss/file/list',
              toListQuery(params, sort, { sortable: ['createTime', 'size', 'name'] }),
            ),
          )
        }
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, reload: true, setting: true }}
        toolBarRender={() => [
          can(p.ossUpload) ? (
            <Upload
              key="upload"
              showUploadList={false}
              multiple={false}
              beforeUpload={(file) => {
                void upload(file);
                return false;
              }}
            >
              <Tooltip title={t('uploadHint')}>
                <Button type="primary" icon={<UploadOutlined />} loading={uploading} data-testid="oss-upload">
                  {t('upload')}
                </Button>
              </Tooltip>
            </Upload>
          ) : null,
        ]}
      />
    </Screen>
  );
}
