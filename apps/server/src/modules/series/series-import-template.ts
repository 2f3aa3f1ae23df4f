import ExcelJS from 'exceljs';
import type { SeriesRow } from './series.repository.js';

/** The columns `importSeries` reads, in the template's order. */
export const seriesImportColumns = [
  'number',
  'parent_number',
  'level',
  'name_en',
  'name_zh',
  'unit_en',
  'unit_zh',
  'value_kind',
  'decimals',
  'source_en',
  'source_zh',
  'licence',
] as const;

const help = [
  [
    'One series per row; keep the header row. number, level, name_en and name_zh are required.',
    '每行一个指标，保留表头。number、level、name_en、name_zh 必填。',
  ],
  [
    'number: digits only, unique. An existing number updates that series.',
    'number：仅数字且唯一；已有编号将更新该指标。',
  ],
  [
    'level: 1 for a group, 2 for an indicator; a level-2 row names its group in parent_number (sheet Groups, or a level-1 row of this file).',
    'level：1 为分组，2 为指标；二级指标在 parent_number 中填写所属分组编号（见 Groups 表或本文件中的一级行）。',
  ],
  [
    'value_kind: amount, percent, index or ratio (default amount); decimals: 0-9 (default 2).',
    'value_kind：amount、percent、index 或 ratio（默认 amount）；decimals：0-9（默认 2）。',
  ],
  [
    'Names must not repeat. One bad row rejects the whole file; the reply lists the bad rows.',
    '名称不能重复。任何一行有错，整个文件都不会导入；回复中会逐行列出错误。',
  ],
];

/** The XLSX template of the series import: the header, an example, the existing groups and the rules. */
export async function seriesImportTemplate(existing: SeriesRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'APEC City Statistics';
  const data = book.addWorksheet('Series');
  data.addRow([...seriesImportColumns]);
  data.getRow(1).font = { bold: true };
  const group = existing.find((s) => s.level === 1);
  data.addRow(['9000', '', 1, 'Example group', '示例分组', '', '', 'amount', 2, '', '', '']);
  data.addRow([
    '9100',
    '9000',
    2,
    'Example indicator',
    '示例指标',
    'tonnes',
    '吨',
    'amount',
    1,
    'Example source',
    '示例来源',
    'CC BY 4.0',
  ]);
  data.columns.forEach((c) => {
    c.width = 16;
  });
  const groups = book.addWorksheet('Groups');
  groups.addRow(['number', 'name_en', 'name_zh']);
  for (const s of existing.filter((r) => r.level === 1)) groups.addRow([s.number, s.nameEn, s.nameZh]);
  const rules = book.addWorksheet('Instructions');
  for (const line of help) rules.addRow(line);
  if (group)
    rules.addRow([
      `Delete the example rows before importing (e.g. group ${group.number} exists already).`,
      '导入前请删除示例行。',
    ]);
  else rules.addRow(['Delete the example rows before importing.', '导入前请删除示例行。']);
  rules.getColumn(1).width = 100;
  rules.getColumn(2).width = 80;
  return Buffer.from(await book.xlsx.writeBuffer());
}
