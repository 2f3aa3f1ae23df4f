import { credit } from './credits.js';
import type { MediaData } from './sources.js';
import { firstYear, lastYear } from './sources.js';
import {
  brandDark,
  economyColour,
  esc,
  fmt,
  geometryPath,
  type MapView,
  p,
  project,
  svgDocument,
  ticks,
  worldCountries,
} from './svg.js';

/** Carousel images: 1200×318 (the home page's frame); the bottom 80 px stay quiet for the slide title. */
export const slideWidth = 1200;
export const slideHeight = 318;

export interface Slide {
  file: string;
  nameEn: string;
  nameZh: string;
  svg: string;
}

const background = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brandDark}"/><stop offset="1" stop-color="#0d6aa3"/></linearGradient></defs><rect width="${slideWidth}" height="${slideHeight}" fill="url(#bg)"/>`;
const sourceLine = (text: string) =>
  `<text x="${slideWidth - 16}" y="20" text-anchor="end" font-size="11" fill="#ffffff" fill-opacity="0.75">${esc(text)}</text>`;
const axisTitle = (text: string, x = 24) =>
  `<text x="${x}" y="20" font-size="12" font-weight="bold" fill="#ffffff" fill-opacity="0.9">${esc(text)}</text>`;
const cityColours = ['#ff8a80', '#ffd54f', '#80d8ff', '#b9f6ca', '#ea80fc', '#ffab40', '#a7ffeb', '#f4ff81'];
/** Axis ticks whose last one is at or above the maximum. */
function ticksAbove(max: number, count: number): number[] {
  const out = ticks(max, count);
  const step = (out[1] ?? max) - (out[0] ?? 0);
  while ((out[out.length - 1] ?? 0) < max) out.push((out[out.length - 1] ?? 0) + step);
  return out;
}
const label = (c: { en: string; zh: string }) => (c.zh && c.zh !== c.en ? `${c.en} ${c.zh}` : c.en);

/** Spreads label positions apart by at least `gap`, keeping their order. */
function spread(ys: number[], gap: number, min: number, max: number): number[] {
  const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
  for (let k = 1; k < order.length; k++) {
    const prev = order[k - 1] as { y: number };
    const cur = order[k] as { y: number };
    if (cur.y - prev.y < gap) cur.y = prev.y + gap;
  }
  const last = order[order.length - 1];
  if (last && last.y > max) {
    const shift = last.y - max;
    for (const o of order) o.y = Math.max(min, o.y - shift);
  }
  const out = new Array<number>(ys.length);
  for (const o of order) out[o.i] = o.y;
  return out;
}

/** The eight largest cities of 2035 over 1950-2035, projections shaded. */
function largestCities(data: MediaData): string {
  const last = lastYear - firstYear;
  const top = [...data.largest].sort((a, b) => (b.pop[last] ?? 0) - (a.pop[last] ?? 0)).slice(0, 8);
  const x0 = 60;
  const x1 = 860;
  const y0 = 40;
  const y1 = 222;
  const max = Math.max(...top.flatMap((c) => c.pop)) / 1000;
  const yTicks = ticksAbove(max, 4);
  const yMax = yTicks[yTicks.length - 1] ?? max;
  const X = (year: number) => x0 + ((year - firstYear) / (lastYear - firstYear)) * (x1 - x0);
  const Y = (millions: number) => y1 - (millions / yMax) * (y1 - y0);
  let body = background;
  body += `<rect x="${p(X(2018.5))}" y="${y0}" width="${p(x1 - X(2018.5))}" height="${y1 - y0}" fill="#ffffff" fill-opacity="0.08"/>`;
  body += `<text x="${p((X(2018.5) + x1) / 2)}" y="${y1 - 8}" text-anchor="middle" font-size="11" fill="#ffffff" fill-opacity="0.8">UN projection 联合国预测</text>`;
  for (const t of yTicks) {
    body += `<line x1="${x0}" x2="${x1}" y1="${p(Y(t))}" y2="${p(Y(t))}" stroke="#ffffff" stroke-opacity="0.15"/>`;
    body += `<text x="${x0 - 8}" y="${p(Y(t) + 4)}" text-anchor="end" font-size="11" fill="#ffffff" fill-opacity="0.75">${fmt(t)}</text>`;
  }
  for (let year = 1950; year <= 2030; year += 10) {
    body += `<text x="${p(X(year))}" y="${y1 + 16}" text-anchor="middle" font-size="11" fill="#ffffff" fill-opacity="0.75">${year}</text>`;
  }
  const ends = spread(
    top.map((c) => Y((c.pop[last] ?? 0) / 1000)),
    15,
    y0,
    y1 + 6,
  );
  for (const [i, c] of top.entries()) {
    const colour = cityColours[i] ?? '#ffffff';
    const d = c.pop.map((v, k) => `${k === 0 ? 'M' : 'L'}${p(X(firstYear + k))} ${p(Y(v / 1000))}`).join('');
    body += `<path d="${d}" fill="none" stroke="${colour}" stroke-width="2.5" stroke-linejoin="round"/>`;
    const endY = ends[i] ?? 0;
    body += `<text x="${x1 + 10}" y="${p(endY + 4)}" font-size="12" fill="#ffffff"><tspan fill="${colour}">●</tspan> ${esc(label(c))} <tspan fill-opacity="0.75">${fmt((c.pop[last] ?? 0) / 1000, 1)}</tspan></text>`;
  }
  body += axisTitle('Population, millions 人口（百万）');
  body += sourceLine(`${credit.wup.shortEn} · ${credit.wup.shortZh}`);
  return svgDocument(slideWidth, slideHeight, body);
}

/** The APEC region's cities in 2020 as circles by population. */
function cityMap(data: MediaData, order: string[]): string {
  const view: MapView = { west: 25, east: 300, north: 72, south: -48, x: 20, y: 28, scale: 2.5 };
  const countries = worldCountries('110m');
  let body = background;
  const land = countries.features
    .filter((f) => f.properties.name !== 'Antarctica')
    .map((f) => geometryPath(f.geometry, view))
    .join('');
  body += `<svg x="0" y="0" width="700" height="${slideHeight}"><path d="${land}" fill="#ffffff" fill-opacity="0.16" stroke="#ffffff" stroke-opacity="0.25" stroke-width="0.5"/>`;
  // Largest first: the smaller circles are drawn over them and stay visible.
  for (const [lng, lat, pop, economy] of data.cities2020) {
    if (pop <= 0) continue;
    const [x, y] = project(lng, lat, view);
    const r = Math.max(1.2, Math.sqrt(pop / 1000) * 2.2);
    body += `<circle cx="${p(x)}" cy="${p(y)}" r="${p(r)}" fill="${economyColour(economy, order)}" fill-opacity="0.6" stroke="#ffffff" stroke-opacity="0.5" stroke-width="0.4"/>`;
  }
  body += '</svg>';
  const panel = 740;
  body += `<text x="${panel}" y="48" font-size="13" font-weight="bold" fill="#ffffff">Largest urban agglomerations, 2020 · 2020年最大城市群</text>`;
  const y2020 = 2020 - firstYear;
  const top = [...data.largest].sort((a, b) => (b.pop[y2020] ?? 0) - (a.pop[y2020] ?? 0)).slice(0, 8);
  for (const [i, c] of top.entries()) {
    const col = i < 4 ? 0 : 1;
    const y = 74 + (i % 4) * 22;
    const x = panel + col * 230;
    body += `<text x="${x}" y="${y}" font-size="12" fill="#ffffff"><tspan fill="${economyColour(c.economy, order)}">●</tspan> ${i + 1}. ${esc(label(c))} <tspan fill-opacity="0.75">${fmt((c.pop[y2020] ?? 0) / 1000, 1)}M</tspan></text>`;
  }
  const cities = data.cities2020.filter((c) => c[2] > 0).length;
  body += `<text x="${panel}" y="180" font-size="12" fill="#ffffff" fill-opacity="0.85">${fmt(cities)} cities of 300,000+ people; circle area ∝ population</text>`;
  body += `<text x="${panel}" y="198" font-size="12" fill="#ffffff" fill-opacity="0.85">${fmt(cities)} 个30万人以上城市；圆面积与人口成正比</text>`;
  body += sourceLine(`${credit.wup.shortEn} · ${credit.map.en}`);
  return svgDocument(slideWidth, slideHeight, body);
}

/** The ten largest US metropolitan areas by GDP in 2022. */
function metroGdp(data: MediaData): string {
  const x0 = 400;
  const x1 = 1060;
  const y0 = 36;
  const slot = 19;
  const max = Math.max(...data.metroGdp.map((m) => m.gdp));
  let body = background;
  for (const [i, m] of data.metroGdp.entries()) {
    const y = y0 + i * slot;
    const w = (m.gdp / max) * (x1 - x0);
    const name = m.zh ? `${m.en} · ${m.zh}` : m.en;
    body += `<text x="${x0 - 10}" y="${y + 12}" text-anchor="end" font-size="12" fill="#ffffff">${esc(name)}</text>`;
    body += `<rect x="${x0}" y="${y + 2}" width="${p(w)}" height="${slot - 5}" rx="2" fill="#5ab1ef"/>`;
    body += `<text x="${p(x0 + w + 8)}" y="${y + 12}" font-size="12" fill="#ffffff" fill-opacity="0.85">$${fmt(m.gdp)} bn</text>`;
  }
  body += axisTitle('GDP 2022, billions of current US dollars · 2022年地区生产总值（十亿美元，现价）');
  body += sourceLine(`${credit.bea.shortEn} · ${credit.bea.shortZh}`);
  return svgDocument(slideWidth, slideHeight, body);
}

/** Population of each economy's urban agglomerations, stacked, every 5 years. */
function urbanByEconomy(data: MediaData, order: string[]): string {
  const names = new Map(data.economies.map((e) => [e.iso3, e]));
  const lastIndex = (lastYear - firstYear) / 5;
  const ranked = [...data.economyTotals].sort((a, b) => (b.pop[lastIndex] ?? 0) - (a.pop[lastIndex] ?? 0));
  const shown = ranked.slice(0, 6);
  const rest = ranked.slice(6);
  const layers = [
    ...shown.map((e) => ({
      iso3: e.economy,
      en: names.get(e.economy)?.en ?? e.economy,
      zh: names.get(e.economy)?.zh ?? '',
      pop: e.pop,
    })),
    {
      iso3: 'other',
      en: `${rest.length} other economies`,
      zh: `其他${rest.length}个经济体`,
      pop: Array.from({ length: lastIndex + 1 }, (_, i) => rest.reduce((s, e) => s + (e.pop[i] ?? 0), 0)),
    },
  ];
  const x0 = 70;
  const x1 = 820;
  const y0 = 40;
  const y1 = 222;
  const totals = Array.from({ length: lastIndex + 1 }, (_, i) => layers.reduce((s, l) => s + (l.pop[i] ?? 0), 0));
  const yTicks = ticksAbove(Math.max(...totals) / 1e6, 4);
  const yMax = yTicks[yTicks.length - 1] ?? 1;
  const X = (i: number) => x0 + (i / lastIndex) * (x1 - x0);
  const Y = (billions: number) => y1 - (billions / yMax) * (y1 - y0);
  let body = background;
  for (const t of yTicks) {
    body += `<line x1="${x0}" x2="${x1}" y1="${p(Y(t))}" y2="${p(Y(t))}" stroke="#ffffff" stroke-opacity="0.15"/>`;
    body += `<text x="${x0 - 8}" y="${p(Y(t) + 4)}" text-anchor="end" font-size="11" fill="#ffffff" fill-opacity="0.75">${t.toFixed(1)}</text>`;
  }
  for (let i = 0; i <= lastIndex; i += 2) {
    body += `<text x="${p(X(i))}" y="${y1 + 16}" text-anchor="middle" font-size="11" fill="#ffffff" fill-opacity="0.75">${firstYear + i * 5}</text>`;
  }
  const base = new Array<number>(lastIndex + 1).fill(0);
  for (const layer of layers) {
    const lower = base.map((b, i) => [X(i), Y(b / 1e6)] as const);
    for (let i = 0; i <= lastIndex; i++) base[i] = (base[i] ?? 0) + (layer.pop[i] ?? 0);
    const upper = base.map((b, i) => [X(i), Y(b / 1e6)] as const);
    const d = `${upper.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${p(x)} ${p(y)}`).join('')}${[...lower]
      .reverse()
      .map(([x, y]) => `L${p(x)} ${p(y)}`)
      .join('')}Z`;
    const colour = layer.iso3 === 'other' ? '#b0bec5' : economyColour(layer.iso3, order);
    body += `<path d="${d}" fill="${colour}" fill-opacity="0.85" stroke="${brandDark}" stroke-width="0.5"/>`;
  }
  for (const [i, layer] of [...layers].reverse().entries()) {
    const colour = layer.iso3 === 'other' ? '#b0bec5' : economyColour(layer.iso3, order);
    body += `<text x="850" y="${52 + i * 24}" font-size="12" fill="#ffffff"><tspan fill="${colour}">■</tspan> ${esc(label(layer))} <tspan fill-opacity="0.75">${((layer.pop[lastIndex] ?? 0) / 1e6).toFixed(2)}</tspan></text>`;
  }
  body += axisTitle('People in urban agglomerations of 300,000+, billions · 30万人以上城市群人口（十亿）');
  body += sourceLine(`${credit.wup.shortEn} · ${credit.wup.shortZh}`);
  return svgDocument(slideWidth, slideHeight, body);
}

/** The carousel, in order, with titles naming the source and its licence (at most 100 characters, like an edit). */
export function carouselSlides(data: MediaData): Slide[] {
  const order = data.economies.map((e) => e.iso3);
  const { wup, bea } = credit;
  return [
    {
      file: 'carousel-1-largest-cities.webp',
      nameEn: `The largest APEC cities, 1950-2035 (${wup.tagEn})`,
      nameZh: `亚太经合组织最大城市人口，1950-2035年（${wup.tagZh}）`,
      svg: largestCities(data),
    },
    {
      file: 'carousel-2-city-map.webp',
      nameEn: `APEC cities by size, 2020 (${wup.tagEn}; map: Natural Earth)`,
      nameZh: `2020年亚太经合组织城市规模分布（${wup.tagZh}；地图：Natural Earth）`,
      svg: cityMap(data, order),
    },
    {
      file: 'carousel-3-us-metro-gdp.webp',
      nameEn: `The largest US metropolitan economies, 2022 (${bea.tagEn})`,
      nameZh: `2022年美国最大的都市区经济体（${bea.tagZh}）`,
      svg: metroGdp(data),
    },
    {
      file: 'carousel-4-urban-population.webp',
      nameEn: `Urban population of the APEC economies, 1950-2035 (${wup.tagEn})`,
      nameZh: `亚太经合组织各经济体城市人口，1950-2035年（${wup.tagZh}）`,
      svg: urbanByEconomy(data, order),
    },
  ];
}
