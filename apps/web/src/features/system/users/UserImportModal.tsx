import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from '../../../components/ImportDialog';
import { serverFieldErrors } from '../../../lib/form-errors';
import { saveFile } from '../../../lib/save-file';
import { useInvalidatingMutation } from '../../../lib/useInvalidatingMutation';
import { importUsers, userKeys } from './api';
import { importErrorLines, importTemplateCsv } from './user-import';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * Users import (`system:user:import`): an xlsx or csv file whose rows are all added or none; a refused file
 * shows the server's report line by line (duplicates, mailbox format, password rule, unknown roles).
 */
export function UserImportModal({ open, onClose }: Props) {
  const { t } = useTranslation('system');
  const importFile = useInvalidatingMutation(importUsers, [userKeys.all]);
  return (
    <ImportDialog
      open={open}
      onClose={onClose}
      title={t('users.importTitle')}
      hint={t('users.importHint')}
      templates={
        <Button
          icon={<DownloadOutlined aria-hidden />}
          onClick={() => saveFile(importTemplateCsv(), 'users-template.csv', 'text/csv')}
        >
          {t('users.importTemplate')}
        </Button>
      }
      send={async (file) => t('users.imported', { count: (await importFile.mutateAsync(file)).result.imported })}
      report={(error) => importErrorLines(serverFieldErrors(error))}
    />
  );
}
