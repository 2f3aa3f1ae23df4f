import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileImport } from './FileImport';

/**
 * Series import (SPEC §7 importSeries, downloadTemplate): the template with the import's columns and the existing
 * groups, then a file whose rows are all created or updated, or none (the report lists the bad rows).
 */
export function SeriesImportModal({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation('seriesAdmin');
  return (
    <Modal
      open={open}
      title={t('seriesImport.title')}
      width={760}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('form.close')}</Button>}
      destroyOnHidden
      maskClosable={false}
    >
      <FileImport
        testId="series-import"
        path="/series/citySerSeries/importSeries"
        hint={t('seriesImport.hint')}
        template={{
          path: '/series/citySerSeries/importTemplate',
          fileName: 'series-import-template.xlsx',
          label: t('seriesImport.template'),
        }}
        onImported={onImported}
      />
    </Modal>
  );
}
