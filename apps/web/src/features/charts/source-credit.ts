import type { ViewSources } from '@csp/contract/core';
import type { Language } from '../../lib/language';

/** What a chart's source and licence lines name. */
export interface ChartCredit {
  source: string;
  licence: string;
}

/**
 * The source and licence lines of a chart (under it, in the data view and on exported images; issue 16): the
 * series' own source and licence while some figure shown is credited to them, and the source and licence of each
 * upload whose published figures are shown and which named its own source. Before the view's sources have arrived
 * (or when they cannot be read), the series' own.
 */
export function chartCredit(
  series: ChartCredit,
  sources: Pick<ViewSources, 'seriesSourceUsed' | 'uploadSources'> | undefined,
  lang: Language,
): ChartCredit {
  const uploads = sources?.uploadSources ?? [];
  const own = !sources || sources.seriesSourceUsed || uploads.length === 0;
  const join = (parts: string[]) => [...new Set(parts.filter(Boolean))].join(lang === 'zh' ? '；' : '; ');
  return {
    source: join([own ? series.source : '', ...uploads.map((u) => u.publisher)]),
    licence: join([own ? series.licence : '', ...uploads.map((u) => u.licence)]),
  };
}
