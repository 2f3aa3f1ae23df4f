import type { EChartsCoreOption } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../client-ui/Dialog';
import type { ChartKind } from '../chart-option';
import type { TableColumn } from '../chart-table';
import { ChartLegend } from './ChartLegend';
import { EChart } from './EChart';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  option: EChartsCoreOption;
  columns: readonly TableColumn[];
  kind: ChartKind;
}

/** The chart enlarged in a dialog 1200 px wide (SPEC §2 chart toolbox "preview"). */
export function ChartPreviewModal({ open, onClose, title, option, columns, kind }: Props) {
  const { t } = useTranslation('client');
  return (
    <Dialog open={open} onClose={onClose} title={title} width={1200} centered>
      <ChartLegend columns={columns} kind={kind} />
      <EChart option={option} label={t('chart.previewLabel', { title })} height={560} testId="chart-preview" />
    </Dialog>
  );
}
