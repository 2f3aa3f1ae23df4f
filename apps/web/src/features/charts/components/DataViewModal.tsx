import { dataUseLicence, observationLegend, observationStatusText } from '@csp/contract/core';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../../../lib/language';
import { saveFile } from '../../../lib/save-file';
import { Button } from '../../client-ui/Button';
import { Dialog } from '../../client-ui/Dialog';
import { Icon } from '../../client-ui/Icon';
import { DownloadOutlined, FileExcelOutlined } from '../../client-ui/icon-shapes';
import { type ChartTable, tableCsv, tableStatuses } from '../chart-table';
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
  const { t, i18n } = useTranslation('client');
  const lang = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { table, title } = props;
  const downloadCsv = () =>
    saveFile(
      `\ufeff${tableCsv(table, {
        title,
        unit: props.unit,
        source: props.source,
        licence: `${props.licence} | ${dataUseLicence[lang]}`,
        labels: {
          year: t('chart.year'),
          unit: t('chart.unit'),
          source: t('chart.source'),
          licence: t('chart.licence'),
          status: t('chart.statusColumn'),
        },
        statusLegend: observationLegend(lang, tableStatuses(table)),
        flagOf: (status) => observationStatusText[status].flag,
      })}`,
      props.fileName('table.csv'),
      'text/csv;charset=utf-8',
    );
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={t('chart.dataView')}
      width={960}
      footer={
        <>
          <Button icon={<Icon shape={DownloadOutlined} />} onClick={downloadCsv}>
            {t('chart.downloadTableCsv')}
          </Button>
          <Button
            type="primary"
            icon={<Icon shape={FileExcelOutlined} />}
            href={props.xlsxUrl}
            download={props.fileName('xlsx')}
          >
            {t('chart.exportExcel')}
          </Button>
        </>
      }
    >
      <DataTable table={table} caption={title} display={props.display} decimals={props.decimals} />
    </Dialog>
  );
}
