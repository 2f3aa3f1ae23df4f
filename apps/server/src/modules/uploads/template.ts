import { type Language, observationLegend } from '@csp/contract';
import ExcelJS from 'exceljs';
import type { Actor } from '../../db/area-scope.js';
import { notFound } from '../../errors.js';
import type { PlacesService } from '../data/places.service.js';
import { csvCell } from './error-report-file.js';
import { acceptedNumberForms } from './number-reader.js';

export const templateColumns = [
  'series_number',
  'type_code',
  'economy',
  'city',
  'year',
  'value',
  'obs_status',
] as const;
export type TemplateFormat = 'xlsx' | 'csv';

type Text = Record<Language, string>;

/** Sheet names in the reader's language; the Data sheet comes first (uploads read the first sheet). */
const sheetNames = {
  data: { en: 'Data', zh: '数据' },
  example: { en: 'Example', zh: '示例' },
  series: { en: 'Series', zh: '指标' },
  types: { en: 'Types', zh: '统计类型' },
  places: { en: 'Places', zh: '地点' },
  help: { en: 'Instructions', zh: '说明' },
} satisfies Record<string, Text>;

/** The obs_status column and its accepted codes ({legend}: `observationLegend`, the codes with their meaning). */
const statusInstruction: Text = {
  en: 'obs_status (optional): the status the source gives the value — {legend}. The word (estimate, projection, provisional, break) or its label in either language is read too; blank = a figure as published, without remark.',
  zh: 'obs_status（观测状态，可选）：来源给出的数值状态——{legend}。也可填英文代码（estimate、projection、provisional、break）或中英文名称；留空表示按来源发布的数值，无备注。',
};

const instructions: Text[] = [
  {
    en: 'Fill the Data sheet (the first sheet): one value per row. Keep the header row. The Example sheet shows filled rows; it is never read.',
    zh: '在“数据”工作表（第一个工作表）中每行填写一个数值，保留表头。“示例”工作表展示填写好的行，上传时不会读取。',
  },
  {
    en: 'series_number: the number of a series in the Series sheet (this template is for series {number}; uploading from its series page, the column may be left out).',
    zh: 'series_number：“指标”工作表中的指标编号（本模板对应指标 {number}；在该指标页面上传时可省略此列）。',
  },
  {
    en: 'type_code: a stored statistical type of the series (sheet Types; the Series sheet lists each series’ stored types); blank = the first stored type.',
    zh: 'type_code：指标的存储型统计类型代码（见“统计类型”表；“指标”表列出每个指标的存储型类型）；留空则为第一个存储型类型。',
  },
  {
    en: 'economy: the ISO3 code of the economy (sheet Places); its id or name is read too.',
    zh: 'economy：经济体的 ISO3 代码（见“地点”表）；也可填 ID 或名称。',
  },
  {
    en: 'city: the city id (sheet Places) or its name in either language; blank = an economy-level figure.',
    zh: 'city：城市 ID（见“地点”表）或中英文名称；留空则为经济体层面数据。',
  },
  { en: 'year: four digits, e.g. 2020.', zh: 'year：四位年份，如 2020。' },
  acceptedNumberForms,
  {
    en: 'To remove a stored value, write remove (or delete, 删除, 移除) in its value cell, in either layout: the value leaves at once, also from the public side, and the reply counts it as removed.',
    zh: '如需删除已存数值，在其数值单元格中填写“删除”（或“移除”、remove、delete），长表和宽表均可：该数值立即删除（已公开的也随即下线），回复中计为“删除”。',
  },
  statusInstruction,
  {
    en: 'A wide layout is read too: one row per place (economy, city), one column per year (1960, 1961, …); World Bank downloads as they come (their aggregates such as World are skipped).',
    zh: '也可使用宽表：每行一个地点（经济体、城市），每年一列（1960、1961……）；世界银行下载的原始文件可直接上传（World 等汇总行将被跳过）。',
  },
  {
    en: 'Rows with an empty value are skipped. One bad row rejects the whole file; the reply lists the bad rows and the full report downloads as Excel or CSV.',
    zh: '数值为空的行将被跳过。任何一行有错，整个文件都不会导入；回复中会逐行列出错误，完整报告可下载为 Excel 或 CSV。',
  },
  {
    en: 'Uploaded values wait for examination and publication before they are public.',
    zh: '上传的数据需经审核和发布后才会公开。',
  },
];

const heads = {
  series: {
    en: ['series_number', 'name_en', 'name_zh', 'unit_en', 'unit_zh', 'stored_types'],
    zh: ['指标编号', '英文名称', '中文名称', '英文单位', '中文单位', '存储型统计类型'],
  },
  types: {
    en: ['type_code', 'name_en', 'name_zh', 'compute_type', 'accepts_upload'],
    zh: ['统计类型代码', '英文名称', '中文名称', '计算方式', '可上传'],
  },
  places: {
    en: ['economy', 'economy_name_en', 'economy_name_zh', 'city', 'city_name_en', 'city_name_zh', 'economy_id'],
    zh: ['经济体', '经济体英文名', '经济体中文名', '城市', '城市英文名', '城市中文名', '经济体 ID'],
  },
} satisfies Record<string, Record<Language, string[]>>;

const yes: Text = { en: 'yes', zh: '是' };
const no: Text = { en: 'no', zh: '否' };
const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (w, k: string) => params[k] ?? w);

/** The accepted observation status codes with their meaning, in one line: "E = Estimate: …; F = Projection: …". */
const statusLegend = (lang: Language) => observationLegend(lang).join(lang === 'zh' ? '；' : '; ');

/** The notes above the CSV template's header (uploads skip the lines above the header row). */
const csvNotes = (lang: Language, number: string, name: string): string[] => [
  lang === 'zh'
    ? `指标 ${number}（${name}）上传模板：在表头下每行填写一个数值；表头以上的说明行不会被读取。`
    : `Upload template of series ${number} (${name}): one value per row below the header; these note lines above it are not read.`,
  fill(statusInstruction[lang], { legend: statusLegend(lang) }),
];

/**
 * The upload template of a series (SPEC §7 downloadTemplate) in the reader's language. XLSX: the Data sheet to
 * fill (first, read by the upload), an Example sheet with filled rows (never read), the series and their stored
 * types, this series' types, the places of the user's area (ids, codes, both names) and the instructions with the
 * accepted number forms and observation status codes. CSV: two note lines (the series; the observation status codes
 * explained) above the header row, which uploads skip, then the header.
 */
export async function seriesTemplate(
  places: PlacesService,
  seriesId: number,
  actor: Actor,
  lang: Language = 'en',
  format: TemplateFormat = 'xlsx',
): Promise<{ name: string; type: string; bytes: Buffer }> {
  const series = await places.findSeries(seriesId);
  if (!series) throw notFound('seriesNotExist');
  if (format === 'csv') {
    const notes = csvNotes(lang, series.number, lang === 'zh' ? series.nameZh : series.nameEn).map(csvCell);
    return {
      name: `template-series-${series.number}.csv`,
      type: 'text/csv; charset=utf-8',
      bytes: Buffer.from(`\ufeff${[...notes, templateColumns.join(',')].join('\r\n')}\r\n`, 'utf8'),
    };
  }
  const [types, allSeries, countries, cities] = await Promise.all([
    places.typesOf(seriesId),
    places.seriesWithTypes(),
    places.countries(actor.scope),
    places.cities(actor.scope),
  ]);
  const book = new ExcelJS.Workbook();
  book.creator = 'APEC City Statistics';
  const bold = (sheet: ExcelJS.Worksheet) => {
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
  };

  const data = book.addWorksheet(sheetNames.data[lang]);
  data.addRow([...templateColumns]);
  bold(data);
  data.columns.forEach((c) => {
    c.width = 16;
  });

  // Example rows: this series at the first places of the user's area, numbers in the accepted forms.
  const example = book.addWorksheet(sheetNames.example[lang]);
  example.addRow([...templateColumns]);
  bold(example);
  const stored = types.find((t) => t.computeType === 'stored');
  const economy = countries[0];
  const city = cities.find((c) => c.countryId === economy?.id) ?? cities[0];
  const cityEconomy = countries.find((c) => c.id === city?.countryId);
  const typeCode = stored?.code ?? '';
  if (economy && actor.scope.kind !== 'city') {
    example.addRow([series.number, typeCode, economy.code, '', 2020, '1,234,567.5', '']);
    example.addRow([series.number, '', economy.code, '', 2021, '1.07E+6', 'P']);
  }
  if (city && cityEconomy) {
    example.addRow([series.number, typeCode, cityEconomy.code, String(city.id), 2020, '21 893 095', '']);
    example.addRow([series.number, typeCode, cityEconomy.code, city.nameEn, 2021, '+3.4', 'estimate']);
  }
  example.columns.forEach((c) => {
    c.width = 16;
  });

  const seriesSheet = book.addWorksheet(sheetNames.series[lang]);
  seriesSheet.addRow(heads.series[lang]);
  bold(seriesSheet);
  for (const s of allSeries) {
    const storedTypes = s.types.filter((t) => t.computeType === 'stored').map((t) => t.code);
    if (storedTypes.length === 0) continue; // a series with only computed types takes no uploads
    seriesSheet.addRow([s.number, s.nameEn, s.nameZh, s.unitEn, s.unitZh, storedTypes.join(', ')]);
  }
  for (const [i, width] of [14, 40, 30, 16, 16, 24].entries()) seriesSheet.getColumn(i + 1).width = width;

  const typeSheet = book.addWorksheet(sheetNames.types[lang]);
  typeSheet.addRow(heads.types[lang]);
  bold(typeSheet);
  for (const t of types)
    typeSheet.addRow([t.code, t.nameEn, t.nameZh, t.computeType, t.computeType === 'stored' ? yes[lang] : no[lang]]);

  const placeSheet = book.addWorksheet(sheetNames.places[lang]);
  placeSheet.addRow(heads.places[lang]);
  bold(placeSheet);
  for (const c of countries) {
    if (actor.scope.kind !== 'city') placeSheet.addRow([c.code, c.nameEn, c.nameZh, '', '', '', String(c.id)]);
    for (const x of cities.filter((y) => y.countryId === c.id)) {
      placeSheet.addRow([c.code, c.nameEn, c.nameZh, String(x.id), x.nameEn, x.nameZh, String(c.id)]);
    }
  }
  for (const [i, width] of [10, 28, 20, 10, 28, 20, 12].entries()) placeSheet.getColumn(i + 1).width = width;

  const help = book.addWorksheet(sheetNames.help[lang]);
  const name = lang === 'zh' ? series.nameZh : series.nameEn;
  const unit = lang === 'zh' ? series.unitZh : series.unitEn;
  help.addRow([lang === 'zh' ? `指标 ${series.number}：${name}` : `Series ${series.number}: ${name}`]);
  help.addRow([lang === 'zh' ? `单位：${unit}` : `Unit: ${unit}`]);
  help.getRow(1).font = { bold: true };
  for (const line of instructions)
    help.addRow([fill(line[lang], { number: series.number, legend: statusLegend(lang) })]);
  help.getColumn(1).width = 120;
  return {
    name: `template-series-${series.number}.xlsx`,
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: Buffer.from(await book.xlsx.writeBuffer()),
  };
}
