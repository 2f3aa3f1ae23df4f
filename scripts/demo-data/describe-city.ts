/** The short bilingual city descriptions, generated only from the source data. */
import { populationEn, populationZh } from './compute.js';

export interface CityFacts {
  nameEn: string;
  nameZh: string;
  /** SimpleMaps admin region ('' when none). */
  adminEn: string;
  /** Checked Chinese name of the admin region; null when not sure (the Chinese text then omits it). */
  adminZh: string | null;
  /** The SimpleMaps admin region is known to be wrong: leave it out in both languages. */
  adminUnreliable: boolean;
  economyCode: string;
  economyEn: string;
  economyZh: string;
  /** SimpleMaps capital flag: primary, admin, minor or ''. */
  capital: string;
  /** The economy has exactly one SimpleMaps "primary" city. */
  soleNationalCapital: boolean;
  population: number | null;
}

/** Hong Kong, China and Chinese Taipei are economies, not states: no "capital" sentence for them. */
const noNationalCapital = new Set(['HKG', 'TWN']);
/** English names that take "the" in running text. */
const takesArticle = new Set(['USA', 'KOR']);

function normalise(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/**
 * The admin region has the city's own name (Seoul in Seoul, Hanoi in Hà Nội, Quezon City in Quezon,
 * Moscow in Moskva by its Chinese name): naming it again says nothing, so it is left out.
 */
export function regionIsCity(f: Pick<CityFacts, 'nameEn' | 'nameZh' | 'adminEn' | 'adminZh'>): boolean {
  return normalise(f.adminEn) === normalise(f.nameEn).replace(/city$/, '') || f.adminZh === f.nameZh;
}

/** English economy name inside a sentence: "the Philippines", optionally "the United States". */
function economyInText(f: CityFacts, withArticle: boolean): string {
  const name = f.economyEn.replace(/^The /, 'the ');
  return withArticle && takesArticle.has(f.economyCode) ? `the ${name}` : name;
}

export function describeCity(f: CityFacts): { en: string; zh: string } {
  const regionEn = f.adminEn !== '' && !f.adminUnreliable && !regionIsCity(f) ? f.adminEn : null;
  const regionZh = regionEn !== null ? f.adminZh : null;
  const national = f.capital === 'primary' && f.soleNationalCapital && !noNationalCapital.has(f.economyCode);
  const regional = f.capital === 'admin' && regionEn !== null;

  let en: string;
  if (f.nameEn === f.economyEn) {
    // Singapore in Singapore: the location sentence would only repeat the name.
    en = '';
  } else if (national) {
    en = `${f.nameEn} is the capital of ${economyInText(f, true)}${regionEn ? `, located in ${regionEn}` : ''}.`;
  } else if (regional) {
    en = `${f.nameEn} is the capital of ${regionEn}, ${economyInText(f, false)}.`;
  } else {
    en = `${f.nameEn} is in ${regionEn ? `${regionEn}, ${economyInText(f, false)}` : economyInText(f, true)}.`;
  }

  let zh: string;
  if (f.nameEn === f.economyEn) {
    zh = '';
  } else if (national) {
    zh = `${f.nameZh}是${f.economyZh}的首都${regionZh ? `，位于${regionZh}` : ''}。`;
  } else if (regional && regionZh) {
    const seat = f.economyCode === 'CHN' && regionZh.endsWith('省') ? '省会' : '首府';
    zh = `${f.nameZh}是${f.economyZh}${regionZh}的${seat}。`;
  } else {
    zh = `${f.nameZh}位于${f.economyZh}${regionZh ?? ''}。`;
  }

  if (f.population !== null) {
    en = `${en} Population about ${populationEn(f.population)} (SimpleMaps World Cities).`.trim();
    zh += `人口约${populationZh(f.population)}（SimpleMaps World Cities）。`;
  }
  // Never an empty description (Singapore without a population figure).
  return { en: en || `${f.nameEn} is in ${economyInText(f, true)}.`, zh: zh || `${f.nameZh}位于${f.economyZh}。` };
}
