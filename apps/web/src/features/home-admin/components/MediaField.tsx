import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import type { HomeFile } from '@csp/contract/core';
import { Button, type FormInstance, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes, type HomeDraft } from '../home-draft';
import styles from './home-admin.module.css';
import type { HomeFiles } from './useHomeFiles';

interface Props {
  kind: 'video' | 'members';
  value?: HomeFile | null;
  onChange?: (file: HomeFile | null) => void;
  form: FormInstance<HomeDraft>;
  files: HomeFiles;
  editable: boolean;
  id?: string;
}

/** The video or the members image: what is set now, upload or replace, remove. An antd Form.Item child. */
export function MediaField({ kind, value, onChange, form, files, editable, id }: Props) {
  const { t } = useTranslation('homeAdmin');
  const url = value ? files.urlOf(value) : null;
  return (
    <div className={styles.media} id={id}>
      {value && url ? (
        kind === 'video' ? (
          // biome-ignore lint/a11y/useMediaCaption: uploads carry no caption file
          <video className={styles.mediaPreview} src={url} controls preload="metadata" data-testid="video-preview" />
        ) : (
          <img className={styles.mediaPreview} src={url} alt={value.fileName} />
        )
      ) : (
        <p className={styles.hint}>{t(`${kind}.none`)}</p>
      )}
      <Space direction="vertical">
        {value ? (
          <span className={styles.fileMeta}>
            {value.fileName} · {formatBytes(value.size)}
          </span>
        ) : null}
        {editable ? (
          <Space wrap>
            <Upload
              accept={kind === 'video' ? '.mp4,video/mp4' : '.png,image/png'}
              showUploadList={false}
              multiple={false}
              beforeUpload={(file) => {
                void files.upload(kind, file, form.getFieldsValue(true) as HomeDraft, value).then((saved) => {
                  if (saved) onChange?.(saved);
                });
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} data-testid={`${kind}-upload`}>
                {value ? t(`${kind}.replace`) : t(`${kind}.upload`)}
              </Button>
            </Upload>
            {value ? (
              <Button danger icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
                {t(`${kind}.remove`)}
              </Button>
            ) : null}
          </Space>
        ) : null}
      </Space>
    </div>
  );
}
