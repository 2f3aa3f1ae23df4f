import ExcelJS from 'exceljs';
import type { Actor } from '../../db/area-scope.js';
import { notFound } from '../../errors.js';
import type { PlacesService } from '../data/places.service.js';
import { acceptedNumberForms } from './number-reader.js';

export const templateColumns = ['series_number', 'type_code', 'economy', 'city', 'year', 'value'] as const;

const instructions = [
  ['Fill the Data sheet: one value per row. Keep the header row.', '在 Data 工作表中每行填写一个数值，保留表头。'],
  ['series_number: the series number (see below).', 'series_number：指标编号（见下）。'],
  [
    'type_code: a stored statistical type of the series (sheet Types); blank = the first stored type.',
    'type_code：指标的存储型统计类型代码（见 Types 表）；留空则为第一个存储型类型。',
  ],
  ['economy: ISO3 code of the economy (sheet Places).', 'economy：经济体的 ISO3 代码（见 Places 表）。'],
  [
    'city: city id or English name (sheet Places); blank = an economy-level figure.',
    'city：城市 ID 或英文名（见 Places 表）；留空则为经济体层面数据。',
  ],
  ['year: four digits.', 'year：四位年份。'],
  [acceptedNumberForms.en, acceptedNumberForms.zh],
  [
    'A wide layout is read too: one row per place (economy, city), one column per year (1960, 1961, …); World Bank downloads as they come (their aggregates such as World are skipped).',
    '也可使用宽表：每行一个地点（经济体、城市），每年一列（1960、1961……）；世界银行下载的原始文件可直接上传（World 等汇总行将被跳过）。',
  ],
  [
    'Rows with an empty value are skipped. One bad row rejects the whole file; the reply lists the bad rows.',
    '数值为空的行将被跳过。任何一行有错，整个文件都不会导入；回复中会逐行列出错误。',
  ],
  [
    'Uploaded values wait for examination and publication before they are public.',
    '上传的数据需经审核和发布后才会公开。',
  ],
];

/** The upload template of a series (SPEC §7 downloadTemplate): Data, Types, Places (the user's area) and Instructions. */
export async function seriesTemplate(
  places: PlacesService,
  seriesId: number,
  actor: Actor,
): Promise<{ name: string; bytes: Buffer }> {
  const series = await places.findSeries(seriesId);
  if (!series) throw notFound('seriesNotExist');
  const types = await places.typesOf(seriesId);
  const book = new ExcelJS.Workbook();
  book.creator = 'APEC City Statistics';
  const data = book.addWorksheet('Data');
  data.addRow([...templateColumns]);
  data.getRow(1).font = { bold: true };
  data.columns.forEach((c) => {
    c.width = 16;
  });
  const typeSheet = book.addWorksheet('Types');
  typeSheet.addRow(['type_code', 'name_en', 'name_zh', 'compute_type', 'accepts_upload']);
  for (const t of types)
    typeSheet.addRow([t.code, t.nameEn, t.nameZh, t.computeType, t.computeType === 'stored' ? 'yes' : 'no']);
  const placeSheet = book.addWorksheet('Places');
  placeSheet.addRow(['economy', 'economy_name_en', 'economy_name_zh', 'city', 'city_name_en', 'city_name_zh']);
  const countries = await places.countries(actor.scope);
  const cities = await places.cities(actor.scope);
  for (const c of countries) {
    if (actor.scope.kind !== 'city') placeSheet.addRow([c.code, c.nameEn, c.nameZh, '', '', '']);
    for (const city of cities.filter((x) => x.countryId === c.id)) {
      placeSheet.addRow([c.code, c.nameEn, c.nameZh, String(city.id), city.nameEn, city.nameZh]);
    }
  }
  const help = book.addWorksheet('Instructions');
  help.addRow([`Series ${series.number}: ${series.nameEn}`, `指标 ${series.number}：${series.nameZh}`]);
  help.addRow([`Unit: ${series.unitEn}`, `单位：${series.unitZh}`]);
  for (const line of instructions) help.addRow(line);
  help.getColumn(1).width = 90;
  help.getColumn(2).width = 70;
  return { name: `template-series-${series.number}.xlsx`, bytes: Buffer.from(await book.xlsx.writeBuffer()) };
}
