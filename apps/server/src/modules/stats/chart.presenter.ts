import type { ChartPlace, Language } from '@csp/contract';
import { messageText } from '@csp/contract';
import type { CityRow, CountryRow, SeriesRow, TypeRowFull } from './catalogue.js';

const pick = (lang: Language, zh: string, en: string) => (lang === 'zh' ? zh || en : en || zh);

/** Key of an economy's figures in `data` (city figures are keyed by the city id, as the SPEC says). */
export const economyKey = (countryId: number) => `economy-${countryId}`;

export function economyPlace(country: CountryRow, lang: Language): ChartPlace {
  const name = pick(lang, country.nameZh, country.nameEn);
  return {
    key: economyKey(country.id),
    level: 'economy',
    cityId: null,
    countryId: String(country.id),
    countryCode: country.code,
    name,
    nameZh: country.nameZh,
    nameEn: country.nameEn,
    label:
      lang === 'zh'
        ? `${name}（${messageText('economyLevelFigure', lang)}）`
        : `${name} (${messageText('economyLevelFigure', lang)})`,
    economyLevelFallback: false,
  };
}

/**
 * A city asked for: its own figures, or (fallback) its economy's figures, then labelled as such and
 * named after the economy, so a chart never shows them as the city's.
 */
/**
 * The publishers' definitions of a city's area: its description from "UN figures:" / "BEA figures:" on (the demo
 * writes each source's area and footnote there, `scripts/demo-data/describe-city.ts`); '' when it has none.
 */
export function publisherNotes(description: string): string {
  const at = description.search(/UN figures:|BEA figures:|联合国数据：|美国经济分析局数据：/);
  return at < 0 ? '' : description.slice(at).trim();
}

export function cityPlace(city: CityRow, country: CountryRow, lang: Language, fallback: boolean): ChartPlace {
  const cityName = pick(lang, city.nameZh, city.nameEn);
  if (!fallback) {
    return {
      key: String(city.id),
      level: 'city',
      cityId: String(city.id),
      countryId: String(country.id),
      countryCode: country.code,
      name: cityName,
      nameZh: city.nameZh,
      nameEn: city.nameEn,
      label: cityName,
      economyLevelFallback: false,
      economyName: pick(lang, country.nameZh, country.nameEn),
      kindOfArea: city.kindOfArea,
      footnote: publisherNotes(pick(lang, city.describeZh, city.describeEn)),
    };
  }
  const economy = economyPlace(country, lang);
  const sep = lang === 'zh' ? '：' : ': ';
  return {
    ...economy,
    key: String(city.id),
    cityId: String(city.id),
    label: `${cityName}${sep}${economy.label}`,
    economyLevelFallback: true,
    requestedCityName: cityName,
  };
}

export function presentChartSeries(s: SeriesRow, lang: Language) {
  return {
    id: String(s.id),
    number: s.number,
    name: pick(lang, s.nameZh, s.nameEn),
    nameZh: s.nameZh,
    nameEn: s.nameEn,
    decimals: s.decimals,
    valueKind: s.valueKind,
    source: pick(lang, s.sourceZh, s.sourceEn),
    licence: s.licence,
    definition: pick(lang, s.contentZh, s.contentEn),
  };
}

export function presentChartType(t: TypeRowFull, lang: Language) {
  return {
    id: String(t.id),
    code: t.code,
    name: pick(lang, t.nameZh, t.nameEn),
    nameZh: t.nameZh,
    nameEn: t.nameEn,
    computeType: t.computeType,
  };
}

/** The unit of a chart: the type's own unit, else the series'; a year-on-year view is in percent. */
export function chartUnit(s: SeriesRow, t: TypeRowFull, yoy: boolean, lang: Language) {
  if (yoy || t.computeType === 'yoy') return { unit: '%', unitZh: '%', unitEn: '%' };
  const unitZh = t.unitZh || s.unitZh;
  const unitEn = t.unitEn || s.unitEn;
  return { unit: pick(lang, unitZh, unitEn), unitZh, unitEn };
}
