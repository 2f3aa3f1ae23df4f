import type { ChartData } from '@csp/contract/core';
import { useTranslation } from 'react-i18next';
import { warn } from '../../client-ui/feedback';
import { Icon } from '../../client-ui/Icon';
import { DownloadOutlined } from '../../client-ui/icon-shapes';
import { type ChartRequest, chartFileUrl } from '../chart-request';
import { chartImageSvg, saveFile, svgToPng } from '../export-image';
import { chartFileName } from '../file-names';
import type { ImageFrameSource } from './image-frame';
import { MenuButton } from './MenuButton';

interface Props {
  chart: ChartData;
  /** The query with the years shown. */
  request: ChartRequest;
  frame: ImageFrameSource;
}

/** CSV, XLSX and JSON-stat of exactly the query shown (from the server), PNG and SVG of the chart shown (drawn here). */
export function ChartDownloads({ chart, request, frame }: Props) {
  const { t } = useTranslation('client');
  const name = (ext: string) => chartFileName(chart, request.startYear, request.endYear, ext);

  const saveImage = async (format: 'png' | 'svg') => {
    try {
      const svg = chartImageSvg(frame.option(), frame.frame());
      if (format === 'svg') saveFile(svg, name('svg'), 'image/svg+xml');
      else saveFile(await svgToPng(svg), name('png'));
    } catch {
      warn(t('chart.downloadFailed'));
    }
  };

  return (
    <MenuButton
      label={t('chart.download')}
      icon={<Icon shape={DownloadOutlined} />}
      testId="chart-downloads"
      items={[
        { key: 'csv', label: t('chart.downloadCsv'), href: chartFileUrl(request, 'csv'), download: name('csv') },
        { key: 'xlsx', label: t('chart.downloadXlsx'), href: chartFileUrl(request, 'xlsx'), download: name('xlsx') },
        {
          key: 'jsonstat',
          label: t('chart.downloadJsonStat'),
          href: chartFileUrl(request, 'jsonstat'),
          download: name('json'),
        },
        { key: 'png', label: t('chart.downloadPng'), onSelect: () => void saveImage('png') },
        { key: 'svg', label: t('chart.downloadSvg'), onSelect: () => void saveImage('svg') },
      ]}
    />
  );
}
