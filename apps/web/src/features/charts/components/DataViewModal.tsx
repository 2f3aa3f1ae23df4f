import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ChartTable, tableCsv } from '../chart-table';
import { saveFile } from '../export-image';
import type { ValueDisplay } from '../value-format';
import { DataTable } from './DataTable';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  table: ChartTable;
  display: ValueDisplay;
  decimals: number;
  unit: string;
  source: string;
  licence: string;
  xlsxUrl: string;
  fileName: (ext: string) => string;
}

/** The data view of the chart toolbox (SPEC §2): the figures shown, exportable to Excel. */
export function DataViewModal(props: Props) {
  const { t } = useTranslation('client');
  const { table, title } = props;
  const downloadCsv = () =>
    saveFile(
      `\ufeff${tableCsv(table, {
        title,
        unit: props.unit,
        source: props.source,
        licence: `${props.licence} | ${t('chart.dataUseLicence')}`,
        labels: {
          year: t('chart.year'),
          unit: t('chart.unit'),
          source: t('chart.source'),
          licence: t('chart.licence'),
        },
      })}`,
      props.fileName('table.csv'),
      'text/csv;charset=utf-8',
    );
  return (
    <Modal
      open={props.open}
      onCancel={props.onClose}
      title={t('chart.dataView')}
      width={960}
      destroyOnHidden
      footer={[
        <Button key="csv" icon={<DownloadOutlined aria-hidden />} onClick={downloadCsv}>
          {t('chart.downloadTableCsv')}
        </Button>,
        <Button
          key="xlsx"
          type="primary"
          icon={<FileExcelOutlined aria-hidden />}
          href={props.xlsxUrl}
          download={props.fileName('xlsx')}
        >
          {t('chart.exportExcel')}
        </Button>,
      ]}
    >
      <DataTable table={table} caption={title} display={props.display} decimals={props.decimals} />
    </Modal>
  );
}
