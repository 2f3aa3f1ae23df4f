import type { ViewSources } from '@csp/contract/core';
import { describe, expect, it } from 'vitest';
import { chartCredit } from './source-credit';

type Upload = ViewSources['uploadSources'][number];
const upload = (publisher: string, licence: string): Upload => ({
  publisher,
  title: '',
  url: '',
  licence,
  citation: `${publisher}.`,
  places: [{ key: 'c1', label: 'Shanghai', years: '2019-2022' }],
});
const series = { source: 'World Bank', licence: 'CC BY 4.0' };

describe('chartCredit (issue 16: uploaded figures credited to their own source)', () => {
  it("names the series' own source while the view's sources are not known", () => {
    expect(chartCredit(series, undefined, 'en')).toEqual(series);
  });

  it("names only the uploads' sources when they hold every figure shown", () => {
    const sources = { seriesSourceUsed: false, uploadSources: [upload('Shanghai Statistics Bureau', 'CC0')] };
    expect(chartCredit(series, sources, 'en')).toEqual({ source: 'Shanghai Statistics Bureau', licence: 'CC0' });
  });

  it('names both when some figures are the series’ own, each once, joined in the language of the page', () => {
    const sources = {
      seriesSourceUsed: true,
      uploadSources: [upload('上海市统计局', 'CC BY 4.0'), upload('上海市统计局', ''), upload('Census Bureau', 'CC0')],
    };
    expect(chartCredit(series, sources, 'zh')).toEqual({
      source: 'World Bank；上海市统计局；Census Bureau',
      licence: 'CC BY 4.0；CC0',
    });
    expect(chartCredit(series, sources, 'en').source).toBe('World Bank; 上海市统计局; Census Bureau');
  });

  it("keeps the series' own when no upload named a source", () => {
    expect(chartCredit(series, { seriesSourceUsed: true, uploadSources: [] }, 'en')).toEqual(series);
    expect(chartCredit(series, { seriesSourceUsed: false, uploadSources: [] }, 'en')).toEqual(series);
  });
});
