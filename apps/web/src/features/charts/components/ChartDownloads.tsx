import type { ChartData } from '@csp/contract/core';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/save-file';
import { warn } from '../../client-ui/feedback';
import { Icon } from '../../client-ui/Icon';
import { DownloadOutlined } from '../../client-ui/icon-shapes';
import { type ChartRequest, chartFileUrl } from '../chart-request';
import { loadParts } from '../echarts';
import { chartFileName } from '../file-names';
import type { ImageFrameInput } from './image-frame';
import { MenuButton } from './MenuButton';

interface Props {
  chart: ChartData;
  /** The query with the years shown. */
  request: ChartRequest;
  /** What an exported image shows and says around the chart (the image code is fetched on the first export). */
  frame: Omit<ImageFrameInput, 't'>;
}

/**
 * CSV, XLSX and JSON-stat of exactly the query shown (from the server), PNG and SVG of the chart shown (drawn
 * here: the drawing code is not needed for the first chart, so it is fetched when an image is first asked for).
 */
export function ChartDownloads({ chart, request, frame }: Props) {
  const { t } = useTranslation('client');
  const name = (ext: string) => chartFileName(chart, request.startYear, request.endYear, ext);

  const saveImage = async (format: 'png' | 'svg') => {
    try {
      const [{ imageFrameSource }, { chartImageSvg, svgToPng }] = await Promise.all([
        import('./image-frame'),
        import('../export-image'),
      ]);
      const source = imageFrameSource({ ...frame, t });
      const option = source.option();
      await loadParts(option);
      const svg = chartImageSvg(option, source.frame());
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
