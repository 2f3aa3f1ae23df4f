import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Actor } from '../../db/area-scope.js';
import type { DataRepository, ValueFilter } from '../data/data.repository.js';
import type { PlacesRepository } from '../data/places.repository.js';
import type { ChartService } from '../stats/chart.service.js';

const batch = 5000;
const header = [
  'id',
  'series_number',
  'type_id',
  'economy',
  'city_id',
  'city',
  'level',
  'year',
  'value',
  'status',
  'reject_reason',
  'updated_at',
  'published_at',
];
const reviewStatuses = ['pending', 'canExamine', 'canPublish', 'published'] as const;

/** Streamed exports of the back office (SPEC §7 exportExcel, exportSingleExcel) and the GDP deflator table. */
export function exportService(data: DataRepository, places: PlacesRepository, charts: ChartService) {
  return {
    /**
     * Values matching a filter, inside the actor's area, as an XLSX written while it is read: rows come in
     * keyset batches of 5,000 and leave as they are written, so memory stays flat for any size.
     */
    values(filter: ValueFilter, actor: Actor): Readable {
      const out = new PassThrough();
      const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
      const sheet = book.addWorksheet('Data');
      sheet.addRow(header).commit();
      (async () => {
        let after = 0;
        for (;;) {
          const rows = await data.exportBatch(filter, actor.scope, after, batch);
          for (const r of rows) {
            sheet
              .addRow([
                String(r.id),
                r.seriesNumber,
                String(r.dimensionId),
                r.countryCode,
                r.cityId === null ? '' : String(r.cityId),
                r.cityNameEn ?? '',
                r.cityId === null ? 'economy' : 'city',
                r.year,
                r.value,
                r.status,
                r.rejectReason ?? '',
                new Date(r.updatedAt).toISOString(),
                r.publishedAt ? new Date(r.publishedAt).toISOString() : '',
              ])
              .commit();
          }
          const last = rows.at(-1);
          if (!last || rows.length < batch) break;
          after = last.id;
        }
        sheet.commit();
        await book.commit();
      })().catch((error) => out.destroy(error));
      return out;
    },

    /**
     * A series' value type for every economy of the area, one row per economy and one column per year
     * (the layout the GDP deflator import reads back). Computed types are computed; rejected values are left out.
     */
    async economyTable(seriesId: number, actor: Actor, lang: 'en' | 'zh'): Promise<{ name: string; bytes: Buffer }> {
      const countries = await places.countries(actor.scope);
      const chart = await charts.chart(
        {
          seriesId: String(seriesId),
          countryIds: countries.map((c) => String(c.id)),
          startYear: 1900,
          endYear: new Date().getFullYear(),
        },
        { lang, yoy: false, statuses: reviewStatuses, scope: actor.scope },
      );
      const used = chart.years.filter((_, i) => chart.places.some((p) => chart.data[p.key]?.[i] !== null));
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Data');
      sheet.addRow(['economy', 'economy_name', ...used.map(String)]);
      for (const p of chart.places) {
        const values = chart.data[p.key] ?? [];
        sheet.addRow([p.countryCode, p.nameEn, ...used.map((y) => values[chart.years.indexOf(y)] ?? null)]);
      }
      const about = book.addWorksheet('About');
      about.addRows([
        ['Series', `${chart.series.number} ${chart.series.nameEn}`],
        ['Unit', chart.unitEn],
        ['Source', chart.series.source],
        ['Exported', new Date().toISOString()],
      ]);
      return { name: `economy-table-${chart.series.number}.xlsx`, bytes: Buffer.from(await book.xlsx.writeBuffer()) };
    },
  };
}
export type ExportService = ReturnType<typeof exportService>;
