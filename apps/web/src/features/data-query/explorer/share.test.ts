import { describe, expect, it } from 'vitest';
import { decodeQuery, type QueryState } from '../query-state';
import { EMBED_PATH, embedUrl, fullViewUrl, iframeCode } from './share';

const view: QueryState = {
  dim: 1,
  country: '10',
  city: '20',
  series: '30',
  type: '40',
  from: 2005,
  to: 2020,
  chart: 'bar',
  yoy: true,
  tab: 'sources',
};

describe('share and embed (issue 19)', () => {
  it('embeds the chart of a view, whatever tab is shown, and the embed URL reads back to the same chart', () => {
    const url = embedUrl('https://stats.example', view, 'zh');
    expect(url.startsWith(`https://stats.example${EMBED_PATH}?`)).toBe(true);
    const back = decodeQuery(new URL(url).searchParams);
    const { tab: _tab, ...chart } = view;
    expect(back).toEqual(chart);
    expect(new URL(url).searchParams.get('lang')).toBe('zh');
  });

  it('links back to the full view', () => {
    const url = fullViewUrl('https://stats.example', view, 'en');
    expect(url).toMatch(/^https:\/\/stats\.example\/client\/dataQuery\?/);
    expect(decodeQuery(new URL(url).searchParams).tab).toBe('sources');
  });

  it('writes iframe code with its attributes escaped', () => {
    const code = iframeCode('https://x/embed/chart?a=1&b=2', 'GDP "real" <1>');
    expect(code).toBe(
      '<iframe src="https://x/embed/chart?a=1&amp;b=2" title="GDP &quot;real&quot; &lt;1&gt;" width="100%" height="600" style="border:0" loading="lazy"></iframe>',
    );
  });
});
