import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from '../../../components/ImportDialog';
import { saveFile } from '../../../lib/save-file';
import { cityFile, importCities } from '../api';

interface Props {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}

/** City import (`city:manage:import`): xlsx or csv, all rows or none; a refused file lists each bad row. */
export function CityImportModal({ open, onClose, onImported }: Props) {
  const { t } = useTranslation('cityInfo');
  const { message } = App.useApp();
  const template = (format: 'xlsx' | 'csv') =>
    cityFile('cityTemplate', format)
      .then((blob) => saveFile(blob, `city-template.${format}`))
      .catch(() => message.warning(t('manage.downloadFailed')));

  return (
    <ImportDialog
      open={open}
      onClose={onClose}
      width={760}
      title={t('manage.importTitle')}
      hint={t('manage.importHint')}
      templates={
        <Space>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void template('xlsx')}>
            {t('manage.templateXlsx')}
          </Button>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void template('csv')}>
            {t('manage.templateCsv')}
          </Button>
        </Space>
      }
      send={async (file) => {
        const done = await importCities(file);
        onImported();
        return t('manage.imported', done.result);
      }}
    />
  );
}
