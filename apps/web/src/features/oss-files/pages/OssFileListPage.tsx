import { UploadOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { type OssFile, permissions as p } from '@csp/contract/core';
import { App, Button, Space, Tag, Tooltip, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { createTimeColumn } from '../../../components/crud/columns';
import { useInvalidatingMutation } from '../../../lib/useInvalidatingMutation';
import { useAccess } from '../../auth/access/useAccess';
import { downloadOssFile, ossFileEndpoints, ossFileKeys, uploadOssFile } from '../api';
import { formatSize, usageItems } from '../file-facts';

/**
 * The OSS file list (SPEC §2 "Other"): every stored file with owner, size, type and where it is used; upload,
 * download, and delete of files nothing uses (the server refuses the others with `fileInUse`).
 */
export default function OssFileListPage() {
  const { t } = useTranslation('ossFiles');
  const { t: ts } = useTranslation('system');
  const { can } = useAccess();
  const { message } = App.useApp();
  const uploadFile = useInvalidatingMutation(uploadOssFile, [ossFileKeys.all]);

  const upload = async (file: File) => {
    try {
      const done = await uploadFile.mutateAsync(file);
      message.success(done.message);
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
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
    createTimeColumn(ts('common.createTime')),
  ];

  return (
    <CrudListPage<OssFile, never>
      title={t('title')}
      endpoints={ossFileEndpoints}
      columns={columns}
      sortable={['createTime', 'size', 'name']}
      rowName={(row) => row.name}
      permissions={{ delete: p.ossDelete }}
      confirmDelete={(row) => ({
        title: ts('common.confirmDelete', { name: row.name }),
        content: row.inUse ? t('inUseWarning') : undefined,
      })}
      rowActions={(row) => [{ key: 'download', label: t('download'), onClick: () => download(row) }]}
      actionsWidth={150}
      toolbar={() => [
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
              <Button type="primary" icon={<UploadOutlined />} loading={uploadFile.isPending} data-testid="oss-upload">
                {t('upload')}
              </Button>
            </Tooltip>
          </Upload>
        ) : null,
      ]}
    />
  );
}
