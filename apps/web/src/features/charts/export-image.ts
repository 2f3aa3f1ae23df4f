import type { EChartsCoreOption } from 'echarts/core';
import type { ChartKind } from './chart-option';
import { init } from './echarts';
import { glyphMarkup } from './glyph';
import { seriesStyle } from './palette';
import { escapeXml, textWidth, wrapText } from './text-layout';

/** What an exported image says around its chart: title, subtitle, legend, and source, unit and licence. */
export interface ImageFrame {
  title: string;
  subtitle: string;
  legend: readonly string[];
  kind: ChartKind;
  /** Lines under the chart: source, unit, licences, retrieval. */
  footer: readonly string[];
}

export const IMAGE_WIDTH = 1200;
const CHART_HEIGHT = 520;
const PAD = 32;

function legendMarkup(frame: ImageFrame, top: number): { markup: string; height: number } {
  let x = PAD;
  let y = top;
  const parts: string[] = [];
  frame.legend.forEach((label, i) => {
    const width = 32 + textWidth(label, 13) + 24;
    if (x > PAD && x + width > IMAGE_WIDTH - PAD) {
      x = PAD;
      y += 24;
    }
    parts.push(glyphMarkup(seriesStyle(i), frame.kind, x, y - 12));
    parts.push(`<text x="${x + 30}" y="${y}" font-size="13" fill="#262626">${escapeXml(label)}</text>`);
    x += width;
  });
  return { markup: parts.join(''), height: frame.legend.length ? y - top + 24 : 0 };
}

/** The chart's SVG placed in a frame with title, legend and footer, on white. */
export function framedSvg(chartSvg: string, frame: ImageFrame): string {
  const titleLines = wrapText(frame.title, IMAGE_WIDTH - 2 * PAD, 22);
  let y = PAD + 20;
  const head = titleLines.map(
    (line, i) =>
      `<text x="${PAD}" y="${y + i * 28}" font-size="22" font-weight="600" fill="#1f1f1f">${escapeXml(line)}</text>`,
  );
  y += (titleLines.length - 1) * 28 + 26;
  head.push(`<text x="${PAD}" y="${y}" font-size="14" fill="#595959">${escapeXml(frame.subtitle)}</text>`);
  y += 32;
  const legend = legendMarkup(frame, y);
  const chartTop = y + legend.height - 8;
  const footerLines = frame.footer.flatMap((line) => wrapText(line, IMAGE_WIDTH - 2 * PAD, 12));
  const footerTop = chartTop + CHART_HEIGHT + 16;
  const footer = footerLines.map(
    (line, i) => `<text x="${PAD}" y="${footerTop + i * 17}" font-size="12" fill="#595959">${escapeXml(line)}</text>`,
  );
  const height = footerTop + footerLines.length * 17 + PAD - 12;
  const chart = chartSvg.replace(/^\s*(<\?xml[^>]*>\s*)?<svg\b/, `<svg x="0" y="${chartTop}"`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${height}" viewBox="0 0 ${IMAGE_WIDTH} ${height}" font-family="Arial, 'Noto Sans', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    ...head,
    legend.markup,
    chart,
    ...footer,
    '</svg>',
  ].join('');
}

/** Draws an option off screen with ECharts' SVG renderer and frames it. */
export function chartImageSvg(option: EChartsCoreOption, frame: ImageFrame): string {
  const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: IMAGE_WIDTH, height: CHART_HEIGHT });
  try {
    chart.setOption({ ...option, animation: false });
    return framedSvg(chart.renderToSVGString(), frame);
  } finally {
    chart.dispose();
  }
}

/** The SVG drawn on a canvas at twice its size, as PNG. */
export async function svgToPng(svg: string): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth * 2;
    canvas.height = image.naturalHeight * 2;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.scale(2, 2);
    context.drawImage(image, 0, 0);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
