import type { Readable } from 'node:stream';
import {
  type CityAlias,
  type CityCode,
  type CityFileColumn,
  type CityImportResult,
  cityCreateSchema,
  cityFileColumns,
  cityFileHeaders,
  type FieldError,
  type Language,
  type MessageKey,
  validationMessageKey,
} from '@csp/contract';
import ExcelJS from 'exceljs';
import type { Actor } from '../../db/area-scope.js';
import { AppError, badRequest } from '../../errors.js';
import { detectKind, peek, type RawRow, readRows } from '../../lib/spreadsheet/row-reader.js';
import type { CityAdminRepository, CityFields } from './city-admin.repository.js';
import {
  cleanAliases,
  managesEconomy,
  outsideArea,
  repeatedScheme,
  rethrowCityConflict,
} from './city-admin.service.js';
import type { loadPlaces } from './place-index.repository.js';
import { namedCity } from './place-index.repository.js';
import { candidateList, type NamedPlace, normalizeName } from './place-names.js';

export const maxCityImportRows = 20_000;
const maxReportedErrors = 100;

type Places = Awaited<ReturnType<typeof loadPlaces>>;

const headerKey = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_\-()（）:：]/g, '');

/** The columns of a header row, read in either language (or as the column keys). */
export function readCityHeader(cells: string[]): Partial<Record<CityFileColumn, number>> {
  const found: Partial<Record<CityFileColumn, number>> = {};
  cells.forEach((cell, i) => {
    const key = headerKey(cell);
    for (const column of cityFileColumns) {
      const names = [column, cityFileHeaders[column].en, cityFileHeaders[column].zh].map(headerKey);
      if (found[column] === undefined && names.includes(key)) found[column] = i;
    }
  });
  return found;
}

const splitList = (text: string) =>
  text
    .split(/[;；\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** `UN:1234; census:110000` → codes; undefined when a part is not `scheme:code`. */
function parseCodes(text: string): CityCode[] | undefined {
  const codes: CityCode[] = [];
  for (const part of splitList(text)) {
    const at = part.search(/[:：]/);
    if (at <= 0) return undefined;
    codes.push({ scheme: part.slice(0, at).trim(), code: part.slice(at + 1).trim() });
  }
  return codes;
}

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function csvField(v: string): string {
  const safe = /^[=+@\t\r-]/.test(v) && !/^-?\d/.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A sheet of cities (header in the user's language) as xlsx or csv. */
async function sheetFile(rows: string[][], format: 'xlsx' | 'csv', lang: Language) {
  const header = cityFileColumns.map((c) => cityFileHeaders[c][lang]);
  if (format === 'csv') {
    const lines = [header, ...rows].map((r) => r.map(csvField).join(','));
    return { type: 'text/csv; charset=utf-8', body: Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`) };
  }
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(lang === 'zh' ? '城市' : 'Cities');
  sheet.addRow(header);
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  return { type: xlsxType, body: Buffer.from(await book.xlsx.writeBuffer()) };
}

/**
 * City import and export (issue 16): xlsx or csv with the columns of `cityFileColumns`. An import checks every row
 * and writes all of them or none (one transaction); a row names an existing city by id, by a code, or by its names
 * (told apart by region and kind of area when they repeat), and then updates it instead of adding another.
 */
export function cityFileService(repo: CityAdminRepository, places: () => Promise<Places>) {
  return {
    async template(format: 'xlsx' | 'csv', lang: Language) {
      return sheetFile([], format, lang);
    },

    async exportFile(actor: Actor, format: 'xlsx' | 'csv', lang: Language) {
      const rows = await repo.exportRows(actor.scope);
      const ids = rows.map((r) => r.city.id);
      const [aliases, codes] = await Promise.all([repo.aliasesOf(ids), repo.codesOf(ids)]);
      const listed = new Map<string, string[]>();
      const put = (key: string, text: string) => {
        const list = listed.get(key);
        if (list) list.push(text);
        else listed.set(key, [text]);
      };
      for (const a of aliases) put(`${a.lang}:${a.cityId}`, a.name);
      for (const c of codes) put(`code:${c.cityId}`, `${c.scheme}:${c.code}`);
      const namesOf = (id: number, lang: string) => (listed.get(`${lang}:${id}`) ?? []).join('; ');
      const lines = rows.map(({ city, economy }) => [
        String(city.id),
        economy,
        city.nameEn,
        city.nameZh,
        city.adminName ?? '',
        city.kindOfArea,
        String(city.latitude),
        String(city.longitude),
        city.population == null ? '' : String(city.population),
        namesOf(city.id, 'en'),
        namesOf(city.id, 'zh'),
        namesOf(city.id, 'code'),
      ]);
      return sheetFile(lines, format, lang);
    },

    async importFile(
      actor: Actor,
      input: { fileName: string; stream: Readable; truncated: () => boolean },
    ): Promise<CityImportResult> {
      if (actor.scope.kind === 'city' || actor.scope.kind === 'none') throw outsideArea(actor.scope);
      const { head, stream } = await peek(input.stream);
      if (head.length === 0) throw badRequest('uploadFileEmpty', [{ field: 'file', message: 'uploadFileEmpty' }]);
      const kind = detectKind(input.fileName, head);
      const rows: RawRow[] = [];
      for await (const batch of readRows(kind, stream)) {
        rows.push(...batch);
        if (rows.length > maxCityImportRows + 1) {
          throw badRequest('cityImportTooManyRows', [{ field: 'file', message: 'cityImportTooManyRows' }]);
        }
      }
      if (input.truncated()) throw new AppError('fileTooLarge', 413, [{ field: 'file', message: 'fileTooLarge' }]);
      const [headerRow, ...body] = rows;
      if (!headerRow) throw badRequest('uploadFileEmpty', [{ field: 'file', message: 'uploadFileEmpty' }]);
      const columns = readCityHeader(headerRow.cells);
      const required: CityFileColumn[] = ['economy', 'nameEn', 'nameZh', 'latitude', 'longitude'];
      const missing = required.filter((c) => columns[c] === undefined);
      if (missing.length > 0) {
        throw badRequest(
          'columnMissing',
          missing.map((c) => ({ field: `columns.${c}`, message: 'columnMissing' })),
        );
      }
      const index = await places();
      const errors: FieldError[] = [];
      const touched = new Set<number>();
      // The unique keys as the database holds them, kept up to date row by row: which city holds each code and
      // each (economy, English name, region, kind of area). Rows to add get negative ids until they are written.
      const codeOwner = new Map<string, number>();
      const heldCodes = new Map<number, string[]>();
      for (const c of await repo.allCodes()) {
        codeOwner.set(codeKey(c), c.cityId);
        heldCodes.set(c.cityId, [...(heldCodes.get(c.cityId) ?? []), codeKey(c)]);
      }
      const nameOwner = new Map<string, number>();
      for (const d of index.details.values()) nameOwner.set(nameKey(d), d.id);
      const plans: Plan[] = [];

      for (const row of body) {
        if (row.cells.every((c) => c.trim() === '')) continue;
        const cell = (c: CityFileColumn) =>
          columns[c] === undefined ? '' : (row.cells[columns[c] as number] ?? '').trim();
        const rowErrors: FieldError[] = [];
        const fail = (column: CityFileColumn, message: MessageKey, params?: Record<string, string>) =>
          rowErrors.push({ field: `rows.${row.line}.${column}`, message, ...(params ? { params } : {}) });

        const economy = index.countries.resolve(cell('economy'));
        if (economy.kind === 'none') fail('economy', cell('economy') ? 'countryNotExist' : 'fieldRequired');
        else if (economy.kind === 'ambiguous')
          fail('economy', 'countryAmbiguous', { candidates: candidateList(economy.candidates) });
        const countryId = economy.kind === 'one' ? economy.id : undefined;
        if (countryId !== undefined && !managesEconomy(actor.scope, countryId)) fail('economy', 'notJurisdiction');

        const codes = parseCodes(cell('codes'));
        if (!codes) fail('codes', 'invalidFormat');
        const aliases: CityAlias[] = [
          ...splitList(cell('namesEn')).map((name) => ({ lang: 'en' as const, name })),
          ...splitList(cell('namesZh')).map((name) => ({ lang: 'zh' as const, name })),
        ];
        const parsed = cityCreateSchema.safeParse({
          countryId: String(countryId ?? 0),
          nameEn: cell('nameEn'),
          nameZh: cell('nameZh'),
          adminName: cell('region') || null,
          kindOfArea: cell('kindOfArea') || undefined,
          latitude: numberOrUndefined(cell('latitude')),
          longitude: numberOrUndefined(cell('longitude')),
          population: numberOrUndefined(cell('population')) ?? null,
          aliases,
          codes: codes ?? [],
        });
        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            const column = columnOf(String(issue.path[0]));
            const message = validationMessageKey(issue as Parameters<typeof validationMessageKey>[0]);
            if (!rowErrors.some((e) => e.field === `rows.${row.line}.${column}`)) fail(column, message);
          }
        }
        if (countryId === undefined || !parsed.success || rowErrors.length > 0) {
          errors.push(...rowErrors.slice(0, Math.max(0, maxReportedErrors - errors.length)));
          continue;
        }
        const input = parsed.data;
        const fields: CityFields = {
          nameEn: input.nameEn,
          nameZh: input.nameZh,
          adminName: input.adminName ?? null,
          kindOfArea: input.kindOfArea,
          latitude: input.latitude,
          longitude: input.longitude,
          population: input.population ?? null,
        };

        // Which city the row is: by id, else by a code of the economy, else by name (region, kind of area).
        let target: number | null = null;
        const idText = cell('id');
        if (idText !== '') {
          const found = /^\d{1,15}$/.test(idText) ? index.cities.byId(Number(idText)) : undefined;
          if (!found) fail('id', 'cityNotExist');
          else if (found.countryId !== countryId) fail('id', 'cityNotContain');
          else target = found.id;
        } else {
          const byCode = unique(input.codes.flatMap((c) => index.cities.coded(`${c.scheme}:${c.code}`, countryId)));
          const byName = unique([
            ...index.cities.named(input.nameEn, countryId),
            ...index.cities.named(input.nameZh, countryId),
          ]).filter((p) => {
            const d = index.details.get(p.id);
            if (!d) return false;
            if (input.adminName && normalizeName(d.adminName ?? '') !== normalizeName(input.adminName)) return false;
            return !(cell('kindOfArea') && d.kindOfArea !== input.kindOfArea);
          });
          const candidates = byCode.length > 0 ? byCode : byName;
          if (candidates.length > 1) {
            fail(byCode.length > 0 ? 'codes' : 'nameEn', 'cityAmbiguous', {
              candidates: candidateList(candidates.map((p) => ({ id: p.id, label: p.label }))),
            });
          } else target = candidates[0]?.id ?? null;
        }
        if (target !== null && touched.has(target)) fail('nameEn', 'importDuplicateInFile');

        const self = target ?? -(plans.length + 1);
        if (repeatedScheme(input.codes) >= 0) fail('codes', 'cityCodeSchemeTwice');
        else if (input.codes.some((c) => (codeOwner.get(codeKey(c)) ?? self) !== self)) fail('codes', 'cityCodeTaken');
        const key = nameKey({ countryId, ...fields });
        if ((nameOwner.get(key) ?? self) !== self) fail('nameEn', 'cityExists');
        if (rowErrors.length > 0) {
          errors.push(...rowErrors.slice(0, Math.max(0, maxReportedErrors - errors.length)));
          continue;
        }

        // The row holds: its keys move to it, and later rows see it.
        for (const k of heldCodes.get(self) ?? []) codeOwner.delete(k);
        const before = index.details.get(self);
        if (before) nameOwner.delete(nameKey(before));
        for (const c of input.codes) codeOwner.set(codeKey(c), self);
        heldCodes.set(self, input.codes.map(codeKey));
        nameOwner.set(key, self);
        const detail = { ...fields, id: self, countryId, sourceKey: null };
        index.details.set(self, detail);
        index.cities.add(
          namedCity(
            detail,
            input.aliases.map((a) => a.name),
            input.codes,
          ),
        );
        touched.add(self);
        plans.push({ self, target, countryId, fields, aliases: input.aliases, codes: input.codes });
      }
      if (errors.length > 0) throw badRequest('excelException', errors.slice(0, maxReportedErrors));
      if (plans.length === 0) throw badRequest('uploadFileEmpty', [{ field: 'file', message: 'uploadFileEmpty' }]);

      const created = plans.filter((p) => p.target === null);
      await repo
        .transaction(async (r) => {
          const realId = new Map<number, number>();
          const inserted = await r.insertMany(created.map((p) => ({ ...p.fields, countryId: p.countryId })));
          const byKey = new Map(inserted.map((c) => [nameKey(c), c.id]));
          for (const p of created) realId.set(p.self, byKey.get(nameKey({ countryId: p.countryId, ...p.fields })) ?? 0);
          for (const p of plans) {
            if (p.target === null) continue;
            if (!(await r.update(p.target, actor.scope, p.fields))) throw outsideArea(actor.scope);
            realId.set(p.self, p.target);
          }
          const idOf = (p: Plan) => realId.get(p.self) as number;
          await r.replaceListsMany(
            plans.filter((p) => p.target !== null).map(idOf),
            plans.flatMap((p) =>
              cleanAliases(p.aliases, [p.fields.nameEn, p.fields.nameZh]).map((a) => ({ ...a, cityId: idOf(p) })),
            ),
            plans.flatMap((p) => p.codes.map((c) => ({ ...c, cityId: idOf(p) }))),
          );
        })
        .catch(rethrowCityConflict);
      return { created: created.length, updated: plans.length - created.length };
    },
  };
}
export type CityFileService = ReturnType<typeof cityFileService>;

const unique = (places: NamedPlace[]) => [...new Map(places.map((p) => [p.id, p])).values()];

/** A row to write: `self` is the city's id, or a negative stand-in for a city to add. */
interface Plan {
  self: number;
  target: number | null;
  countryId: number;
  fields: CityFields;
  aliases: CityAlias[];
  codes: CityCode[];
}

/** The key of the database's unique code index. */
const codeKey = (c: { scheme: string; code: string }) => `${c.scheme}\u0000${c.code}`;

/** The key of the database's unique index of a city in its economy. */
const nameKey = (c: { countryId: number; nameEn: string; adminName: string | null; kindOfArea: string }) =>
  `${c.countryId}\u0000${c.nameEn}\u0000${c.adminName ?? ''}\u0000${c.kindOfArea}`;

/** The file column a field of the city schema comes from. */
function columnOf(field: string): CityFileColumn {
  if (field === 'adminName') return 'region';
  if (field === 'aliases') return 'namesEn';
  return cityFileColumns.includes(field as CityFileColumn) ? (field as CityFileColumn) : 'codes';
}
