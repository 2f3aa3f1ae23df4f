import { DownloadOutlined } from '@ant-design/icons';
import { type DimensionRowView, permissions as p } from '@csp/contract/core';
import { App, Button, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../auth/access/useAccess';
import { bilingual, useLang } from '../../system/shared/use-lang';
import { download, type InitialDataInput, useInitialInputs } from '../api';
import styles from '../series-admin.module.css';
import { FileImport } from './FileImport';

/**
 * The initial data of a statistical type (SPEC §7 exportInitialData / importInitialData): the stored values it is
 * computed from. Lists those inputs with the values each holds (in the user's area), exports them in the upload
 * layout, and imports the same layout back — only rows of these inputs, all rows or none, pending examination.
 */
export function InitialDataModal({ dimension, onClose }: { dimension: DimensionRowView | null; onClose: () => void }) {
  const { t } = useTranslation('seriesAdmin');
  const lang = useLang();
  const { can } = useAccess();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const inputs = useInitialInputs(dimension?.id);
  const none = inputs.isSuccess && inputs.data.length === 0;
  const name = dimension ? `${dimension.seriesNumber}/${dimension.code}` : '';

  const exportFile = async () => {
    if (!dimension) return;
    setExporting(true);
    try {
      await download(
        '/dimension/exportInitialData',
        { dimensionId: dimension.id },
        `initial-data-${dimension.seriesNumber}-${dimension.code}.xlsx`,
      );
    } catch (error) {
      message.warning(error instanceof Error && error.message ? error.message : t('import.downloadFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Modal
      open={dimension !== null}
      title={
        dimension ? t('initial.title', { name: `${name} ${bilingual(dimension.nameZh, dimension.nameEn, lang)}` }) : ''
      }
      width={820}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('form.close')}</Button>}
      destroyOnHidden
      maskClosable={false}
    >
      <div className={styles.stack} data-testid="initial-data">
        <p className={styles.muted}>{t('initial.hint')}</p>
        <Table<InitialDataInput>
          size="small"
          rowKey="dimensionId"
          loading={inputs.isLoading}
          pagination={false}
          dataSource={inputs.data ?? []}
          locale={{ emptyText: t('initial.none') }}
          columns={[
            { title: t('initial.series'), key: 'series', render: (_, i) => `${i.seriesNumber} ${i.seriesName}` },
            { title: t('initial.type'), key: 'type', render: (_, i) => `${i.code} · ${i.name}` },
            { title: t('initial.values'), dataIndex: 'values', width: 120, align: 'right' },
          ]}
        />
        {can(p.initialDataExport) ? (
          <div>
            <Button icon={<DownloadOutlined />} loading={exporting} disabled={none} onClick={() => void exportFile()}>
              {t('initial.export')}
            </Button>
          </div>
        ) : null}
        {can(p.initialDataImport) && dimension ? (
          <FileImport
            path="/dimension/importInitialData"
            params={{ dimensionId: dimension.id }}
            hint={t('initial.importHint')}
            disabled={none}
            onImported={() => void inputs.refetch()}
          />
        ) : null}
      </div>
    </Modal>
  );
}
