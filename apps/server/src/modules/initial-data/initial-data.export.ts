import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Actor } from '../../db/area-scope.js';
import type { DataRepository } from '../data/data.repository.js';
import type { InputType } from './initial-inputs.js';

const batch = 5000;
/** The upload layout (series_number, type_code, economy, city, year, value), so the file imports back as it is. */
export const initialDataColumns = [
  'series_number',
  'type_code',
  'economy',
  'city',
  'city_name',
  'year',
  'value',
  'status',
] as const;

/**
 * The initial data of a type as an XLSX written while it is read: the values of each input, inside the actor's
 * area, in keyset batches of 5,000 (memory stays flat), then a sheet naming the inputs and how to import.
 */
export function initialDataWorkbook(
  data: Pick<DataRepository, 'exportBatch'>,
  target: { seriesNumber: string; code: string },
  inputs: InputType[],
  actor: Actor,
): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = book.addWorksheet('Data');
  sheet.addRow([...initialDataColumns]).commit();
  (async () => {
    for (const input of inputs) {
      let after = 0;
      for (;;) {
        const rows = await data.exportBatch({ dimensionId: input.dimensionId }, actor.scope, after, batch);
        for (const r of rows) {
          sheet
            .addRow([
              r.seriesNumber,
              input.code,
              r.countryCode,
              r.cityId === null ? '' : String(r.cityId),
              r.cityNameEn ?? '',
              r.year,
              r.value,
              r.status,
            ])
            .commit();
        }
        const last = rows.at(-1);
        if (!last || rows.length < batch) break;
        after = last.id;
      }
    }
    sheet.commit();
    const about = book.addWorksheet('Inputs');
    about.addRow(['series_number', 'type_code', 'series_name_en', 'series_name_zh', 'type_name_en', 'type_name_zh']);
    for (const i of inputs) about.addRow([i.seriesNumber, i.code, i.seriesNameEn, i.seriesNameZh, i.nameEn, i.nameZh]);
    about.addRow([]);
    about.addRow([`Initial data of ${target.seriesNumber}/${target.code}: the stored values it is computed from.`]);
    about.addRow([
      'Edit the Data sheet and import it back: rows of other series or types are refused; all rows or none.',
    ]);
    about.addRow([
      `${target.seriesNumber}/${target.code} 的初始数据：其计算所依据的存储数据。修改 Data 表后可重新导入；全部成功或全部不导入。`,
    ]);
    about.commit();
    await book.commit();
  })().catch((error) => out.destroy(error));
  return out;
}
