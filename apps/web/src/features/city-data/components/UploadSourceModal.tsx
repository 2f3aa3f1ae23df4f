import type { UploadHistoryItem } from '@csp/contract/core';
import { App, Button, Form, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setUploadSource } from '../api';
import { sourceOf, UploadSourceForm, type UploadSourceValues } from './UploadSourceForm';

/**
 * Sets, changes or clears the source and licence of an upload's figures (issue 16; PUT upload/:id/source). The
 * server refuses an upload holding values outside the user's area (its message shows).
 */
export function UploadSourceModal({
  upload,
  onClose,
  onSaved,
}: {
  upload: UploadHistoryItem | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('cityData');
  const { message } = App.useApp();
  const [form] = Form.useForm<UploadSourceValues>();
  const [busy, setBusy] = useState(false);
  const save = async (clear: boolean) => {
    if (!upload) return;
    const values = clear ? undefined : await form.validateFields().catch(() => null);
    if (values === null) return;
    setBusy(true);
    try {
      await setUploadSource(upload.id, clear ? null : sourceOf(values));
      message.success(t('uploadSource.saved'));
      onSaved();
      onClose();
    } catch {
      // the HTTP client shows the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={upload !== null}
      title={upload ? t('uploadSource.editTitle', { id: upload.id }) : ''}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={() => void save(true)} disabled={!upload?.source} loading={busy}>
            {t('uploadSource.clear')}
          </Button>
          <Button type="primary" onClick={() => void save(false)} loading={busy} data-testid="upload-source-save">
            {t('uploadSource.edit')}
          </Button>
        </Space>
      }
    >
      {upload ? (
        <UploadSourceForm form={form} name="uploadSourceEdit" initialValues={upload.source ?? undefined} />
      ) : null}
    </Modal>
  );
}
