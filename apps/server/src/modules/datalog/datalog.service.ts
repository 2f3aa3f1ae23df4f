import type { DataLogEntity, DataLogRecord, DataLogVersion, Language } from '@csp/contract';
import { getTableColumns } from 'drizzle-orm';
import type { AreaScope } from '../../db/area-scope.js';
import { series } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { toPage } from '../../lib/paging.js';
import type {
  DataLogRepository,
  RecordsQuery,
  SeriesRecordRow,
  ValueLogRow,
  ValueRecordRow,
} from './datalog.repository.js';
import { compareSnapshots, versionsFromStored, versionsFromValueLogs } from './versions.js';

const iso = (value: string | Date) => new Date(value).toISOString();
/** Series fields in the table's column order (jsonb keeps its own key order). */
const seriesFieldOrder = Object.keys(getTableColumns(series));
const rank = (field: string) => {
  const at = seriesFieldOrder.indexOf(field);
  return at < 0 ? seriesFieldOrder.length : at;
};
const join = (...parts: (string | null | undefined)[]) => parts.filter((p) => p).join(' · ');

const seriesRecord = (row: SeriesRecordRow): DataLogRecord => ({
  entity: 'series',
  id: String(row.id),
  label: join(row.number, row.name_zh ?? row.name_en),
  labelEn: join(row.number, row.name_en ?? row.name_zh),
  versions: Number(row.versions),
  lastChange: iso(row.last_change),
  deleted: row.last_action === 'delete',
});

const valueRecord = (row: ValueRecordRow): DataLogRecord => ({
  entity: 'dataValue',
  id: String(row.id),
  label: join(row.series_number, row.series_zh ?? row.series_en, row.city_zh ?? row.country_zh, String(row.year ?? '')),
  labelEn: join(
    row.series_number,
    row.series_en ?? row.series_zh,
    row.city_en ?? row.country_en,
    String(row.year ?? ''),
  ),
  versions: Number(row.versions),
  lastChange: iso(row.last_change),
  deleted: row.last_action === 'delete',
});

/** What does not change in a data value's versions: series, place and year, named in the reader's language. */
function valuePlace(log: ValueLogRow, lang: Language) {
  const pick = (zh: string | null, en: string | null) => (lang === 'zh' ? (zh ?? en) : (en ?? zh));
  return {
    series: join(log.seriesNumber, pick(log.seriesZh, log.seriesEn)),
    economy: pick(log.countryZh, log.countryEn),
    city: pick(log.cityZh, log.cityEn),
    year: log.year,
  };
}

/**
 * The data log (SPEC §2 "System admin: data logs"): records with versions, their versions, and two versions
 * compared field by field. Data values are read inside the reader's area, like everywhere else.
 */
export function dataLogService(repo: DataLogRepository) {
  async function versions(entity: DataLogEntity, id: number, scope: AreaScope, lang: Language) {
    let list: DataLogVersion[];
    if (entity === 'series') list = versionsFromStored(await repo.seriesVersions(id));
    else {
      const logs = await repo.valueLogs(id, scope);
      list = logs[0] ? versionsFromValueLogs(logs, valuePlace(logs[0], lang)) : [];
    }
    if (!list.length) throw notFound();
    return list;
  }

  return {
    async records(query: RecordsQuery & { entity: DataLogEntity }, scope: AreaScope) {
      const page =
        query.entity === 'series'
          ? await repo.seriesRecords(query).then((p) => ({ ...p, records: p.rows.map(seriesRecord) }))
          : await repo.valueRecords(query, scope).then((p) => ({ ...p, records: p.rows.map(valueRecord) }));
      return toPage(page.records, page.total, query);
    },
    versions,
    async compare(
      q: { entity: DataLogEntity; id: number; left: number; right: number },
      scope: AreaScope,
      lang: Language,
    ) {
      const list = await versions(q.entity, q.id, scope, lang);
      const left = list.find((v) => v.version === q.left);
      const right = list.find((v) => v.version === q.right);
      if (!left || !right) throw notFound();
      const fields = compareSnapshots(left.snapshot, right.snapshot);
      if (q.entity === 'series') fields.sort((a, b) => rank(a.field) - rank(b.field));
      return { left, right, fields };
    },
  };
}
export type DataLogService = ReturnType<typeof dataLogService>;
