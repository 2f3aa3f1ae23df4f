import { credit } from './credits.js';
import { type CitySeries, firstYear, lastYear, type MediaData } from './sources.js';
import { brandDark, economyColour, esc, fmt, p, svgDocument, ticks } from './svg.js';

/** The video: 1600×600 (the home player's 16:6), 24 frames a second. */
export const videoWidth = 1600;
export const videoHeight = 600;
export const framesPerSecond = 24;
const framesPerYear = 3;
const holdFrames = 48;
const shown = 12;

const value = (c: CitySeries, t: number) => {
  const i = Math.min(Math.floor(t), lastYear - firstYear - 1);
  const f = t - i;
  return ((c.pop[i] ?? 0) * (1 - f) + (c.pop[i + 1] ?? 0) * f) / 1000;
};

/** Every frame of the bar-chart race of city populations 1950-2035, as SVG. */
export function raceFrames(data: MediaData): string[] {
  const order = data.economies.map((e) => e.iso3);
  const economyName = new Map(data.economies.map((e) => [e.iso3, e]));
  const frames: string[] = [];
  const steps = (lastYear - firstYear) * framesPerYear;
  const position = new Map<string, number>();
  const ranks = new Map<number, Map<string, number>>();
  const rankAt = (k: number) => {
    let r = ranks.get(k);
    if (!r) {
      const sorted = [...data.largest].sort((a, b) => (b.pop[k] ?? 0) - (a.pop[k] ?? 0) || a.id.localeCompare(b.id));
      r = new Map(sorted.map((c, i) => [c.id, i]));
      ranks.set(k, r);
    }
    return r;
  };
  const top = 96;
  const slot = 38;
  const x0 = 420;
  const x1 = 1330;
  for (let s = 0; s <= steps + holdFrames; s++) {
    const t = Math.min(s, steps) / framesPerYear;
    const year = firstYear + t;
    const ranked = data.largest
      .map((c) => ({ c, v: value(c, t) }))
      .sort((a, b) => b.v - a.v || a.c.id.localeCompare(b.c.id));
    // A bar moves from its rank of one year to its rank of the next as the frames go between them.
    const k = Math.min(Math.floor(t), lastYear - firstYear - 1);
    const f = t - k;
    for (const r of ranked)
      position.set(r.c.id, (rankAt(k).get(r.c.id) ?? 99) * (1 - f) + (rankAt(k + 1).get(r.c.id) ?? 99) * f);
    const max = ranked[0]?.v ?? 1;
    const scale = (x1 - x0) / (max * 1.05);
    let body = `<rect width="${videoWidth}" height="${videoHeight}" fill="${brandDark}"/>`;
    body += `<text x="40" y="48" font-size="28" font-weight="bold" fill="#ffffff">The largest cities of the APEC economies · 亚太经合组织最大城市</text>`;
    body += `<text x="40" y="76" font-size="17" fill="#ffffff" fill-opacity="0.8">Population of urban agglomerations, millions · 城市群人口（百万）</text>`;
    for (const tick of ticks(max * 1.05, 6)) {
      const x = x0 + tick * scale;
      body += `<line x1="${p(x)}" x2="${p(x)}" y1="${top - 6}" y2="${top + shown * slot}" stroke="#ffffff" stroke-opacity="0.12"/>`;
      body += `<text x="${p(x)}" y="${top + shown * slot + 18}" text-anchor="middle" font-size="14" fill="#ffffff" fill-opacity="0.6">${fmt(tick)}</text>`;
    }
    for (const r of ranked) {
      const pos = position.get(r.c.id) ?? 99;
      if (pos > shown - 0.05) continue;
      const y = top + pos * slot;
      const w = Math.max(2, r.v * scale);
      const colour = economyColour(r.c.economy, order);
      const name = r.c.zh && r.c.zh !== r.c.en ? `${r.c.en} ${r.c.zh}` : r.c.en;
      const economy = economyName.get(r.c.economy);
      body += `<rect x="${x0}" y="${p(y + 3)}" width="${p(w)}" height="${slot - 8}" rx="3" fill="${colour}"/>`;
      body += `<text x="${x0 - 12}" y="${p(y + slot / 2 + 2)}" text-anchor="end" font-size="17" font-weight="bold" fill="#ffffff">${esc(name)}</text>`;
      body += `<text x="${x0 - 12}" y="${p(y + slot / 2 + 17)}" text-anchor="end" font-size="12" fill="#ffffff" fill-opacity="0.65">${esc(economy ? `${economy.en} ${economy.zh}` : r.c.economy)}</text>`;
      body += `<text x="${p(x0 + w + 10)}" y="${p(y + slot / 2 + 6)}" font-size="17" fill="#ffffff">${r.v.toFixed(1)}</text>`;
    }
    const shownYear = Math.floor(year + 1e-9);
    body += `<text x="${videoWidth - 40}" y="${videoHeight - 78}" text-anchor="end" font-size="110" font-weight="bold" fill="#ffffff" fill-opacity="0.85">${shownYear}</text>`;
    if (shownYear >= 2019) {
      body += `<text x="${videoWidth - 40}" y="${videoHeight - 54}" text-anchor="end" font-size="17" fill="#ffb980">UN projection · 联合国预测</text>`;
    }
    body += `<text x="40" y="${videoHeight - 16}" font-size="13" fill="#ffffff" fill-opacity="0.7">${esc(credit.wup.en)}</text>`;
    frames.push(svgDocument(videoWidth, videoHeight, body));
  }
  return frames;
}
