import type { Language } from '../../lib/language';

/**
 * The developers page's words, in both languages. Kept with the page (not in the client namespace every client
 * page loads), so the text arrives only with the page.
 */
export const developerTexts = {
  en: {
    title: 'Data for developers',
    intro:
      'Every figure on this site can be read by programs through the public API: no key, no sign-in, published values only. The URLs below are stable; add lang=en or lang=zh for names in English or Chinese.',
    licence:
      'The data may be reused under the data-use licence shown with every download; each file and reply names the source and the licence of its series.',
    caching:
      'Replies carry an ETag: send it back in If-None-Match and the server answers 304 Not Modified until the data is published again.',
    endpointsTitle: 'Public endpoints',
    method: 'Method',
    path: 'Path',
    what: 'What it returns',
    endpoints: {
      series: 'The series tree: ids, numbers, names, units, sources and licences.',
      economies: 'Every economy (id, ISO codes, names).',
      cities: 'Every city (id, economy, names, latitude, longitude).',
      search:
        'Cities, economies and indicators by a name in English or Chinese, pinyin without tones or an ISO code (at most limit of each, 1-50).',
      chart:
        'Figures of up to 50 places (cityIds, countryIds) for a series (seriesId, typeId) and years (startYear, endYear). Also as .csv, .xlsx and .jsonstat; add pp=1 to these files for figures per person (divided by the population of the same place and year: series 2100 for economies, the same publisher’s city population for cities, 4 significant figures).',
      yoy: 'The same query as year-on-year change (%). Also as .csv, .xlsx and .jsonstat.',
      table: 'Every city and economy with figures: first and last figure within the years.',
      map: 'Every city and economy with figures, year by year (what the Map tab draws).',
      series_full:
        'Full download of a series: every place, every year with a figure (from 1950 unless years are given), as CSV, XLSX or JSON-stat 2.0.',
    },
    formatsTitle: 'Formats',
    formats:
      'JSON replies are wrapped as {"success", "code", "message", "result"}. CSV is UTF-8 with a byte-order mark, one row per place and year, with unit, source and licence on every row. JSON-stat 2.0 datasets have the dimensions indicator (with the unit), place and year, and can be read with any JSON-stat reader (jsonstat-toolkit, pyjstat, rjstat).',
    examplesTitle: 'Examples',
    curl: 'curl',
    python: 'Python (pandas)',
    r: 'R',
    reference: 'The full reference of every endpoint (OpenAPI):',
    copy: 'Copy',
    copied: 'Copied',
  },
  zh: {
    title: '开发者数据接口',
    intro:
      '本站的所有数据均可通过公开 API 由程序读取：无需密钥、无需登录，只提供已发布的数据。以下网址保持稳定；加上 lang=en 或 lang=zh 可获得英文或中文名称。',
    licence: '数据可按每次下载所附的数据使用许可再利用；每个文件和响应都注明其指标的来源和许可。',
    caching: '响应带有 ETag：在 If-None-Match 中回传，数据重新发布之前服务器将返回 304 Not Modified。',
    endpointsTitle: '公开接口',
    method: '方法',
    path: '路径',
    what: '返回内容',
    endpoints: {
      series: '指标树：编号、名称、单位、来源和许可。',
      economies: '全部经济体（编号、ISO 代码、名称）。',
      cities: '全部城市（编号、所属经济体、名称、纬度、经度）。',
      search: '按中英文名称、不带声调的拼音或 ISO 代码查找城市、经济体和指标（每类至多 limit 个，1-50）。',
      chart:
        '某一指标（seriesId、typeId）在若干年份（startYear、endYear）内最多 50 个地区（cityIds、countryIds）的数据。也提供 .csv、.xlsx 和 .jsonstat 格式；在这些文件的网址上加 pp=1 可得人均数值（除以同一地区同一年份的人口：经济体用指标 2100，城市用同一发布机构的城市人口，保留 4 位有效数字）。',
      yoy: '同一查询的同比增长率（%）。也提供 .csv、.xlsx 和 .jsonstat 格式。',
      table: '所有有数据的城市和经济体：所选年份内的首个和最后一个数值。',
      map: '所有有数据的城市和经济体的逐年数据（地图标签页所用数据）。',
      series_full:
        '指标全量下载：所有地区、所有有数据的年份（未指定年份时自 1950 年起），格式为 CSV、XLSX 或 JSON-stat 2.0。',
    },
    formatsTitle: '格式',
    formats:
      'JSON 响应的结构为 {"success", "code", "message", "result"}。CSV 为带 BOM 的 UTF-8，每个地区每年一行，每行注明单位、来源和许可。JSON-stat 2.0 数据集包含 indicator（含单位）、place 和 year 三个维度，可用任何 JSON-stat 读取工具（jsonstat-toolkit、pyjstat、rjstat）读取。',
    examplesTitle: '示例',
    curl: 'curl',
    python: 'Python（pandas）',
    r: 'R',
    reference: '全部接口的完整说明（OpenAPI）：',
    copy: '复制',
    copied: '已复制',
  },
} satisfies Record<Language, unknown>;

export type DeveloperTexts = (typeof developerTexts)['en'];
