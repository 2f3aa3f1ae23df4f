import { DeleteOutlined, DownloadOutlined, FileTextOutlined, UploadOutlined } from '@ant-design/icons';
import type { CityDescribe } from '@csp/contract/core';
import { App, Button, List, Popconfirm, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../../city-data/api';
import { deleteDocument, uploadDocument } from '../api';
import { checkDocument, documentAccept } from '../document-rules';
import styles from './city-info.module.css';

interface Props {
  cityId: string;
  files: CityDescribe['files'];
  editable: boolean;
  onChanged: () => void;
}

/** A city's documents (Word or PDF): download for everyone, upload and delete with `city:info:edit`. */
export function CityDocuments({ cityId, files, editable, onChanged }: Props) {
  const { t } = useTranslation('cityInfo');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    const problem = checkDocument(file, files);
    if (problem) {
      message.error(t(`documents.${problem}`, { name: file.name }));
      return;
    }
    setBusy(true);
    try {
      const done = await uploadDocument(cityId, file);
      message.success(done.message);
      onChanged();
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: string) => {
    try {
      const done = await deleteDocument(id);
      message.success(done.message);
      onChanged();
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div className={styles.documents}>
      <List
        size="small"
        bordered
        locale={{ emptyText: t('documents.none') }}
        dataSource={files}
        renderItem={(file) => (
          <List.Item
            data-testid="city-document"
            actions={[
              <Button
                key="download"
                type="link"
                icon={<DownloadOutlined />}
                aria-label={t('documents.downloadName', { name: file.fileName })}
                onClick={() =>
                  void download('/city/data/manager/downloadFile', { id: file.id }, file.fileName).catch(() =>
                    message.error(t('documents.downloadFailed')),
                  )
                }
              >
                {t('documents.download')}
              </Button>,
              editable ? (
                <Popconfirm
                  key="delete"
                  title={t('documents.deleteConfirm', { name: file.fileName })}
                  onConfirm={() => remove(file.id)}
                >
                  <Button
                    type="link"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('documents.deleteName', { name: file.fileName })}
                  >
                    {t('documents.delete')}
                  </Button>
                </Popconfirm>
              ) : null,
            ]}
          >
            <span>
              <FileTextOutlined aria-hidden /> {file.fileName}
            </span>
          </List.Item>
        )}
      />
      {editable ? (
        <div className={styles.documentUpload}>
          <Upload
            accept={documentAccept}
            showUploadList={false}
            multiple={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy} data-testid="document-upload">
              {t('documents.upload')}
            </Button>
          </Upload>
          <span className={styles.muted}>{t('documents.hint')}</span>
        </div>
      ) : null}
    </div>
  );
}
