import type { Language } from './messages.js';

/**
 * The status a source gives an observation (issue 16): an estimate, a projection, a provisional figure, or the first
 * value after a break in series. No status (null) is a figure as published, without remark. Kept with the value,
 * set by the demo data (UN WUP 2018: projections from 2019), in uploads (optional column) and in the value editor.
 */
export const observationStatuses = ['estimate', 'projection', 'provisional', 'break'] as const;
export type ObservationStatus = (typeof observationStatuses)[number];

/** Labels in both languages, and the one-letter flag shown next to a figure in tables (SDMX OBS_STATUS letters). */
export const observationStatusText: Record<
  ObservationStatus,
  { en: string; zh: string; flag: string; noteEn: string; noteZh: string }
> = {
  estimate: {
    en: 'Estimate',
    zh: '估计值',
    flag: 'E',
    noteEn: 'estimated by the source',
    noteZh: '来源估计的数值',
  },
  projection: {
    en: 'Projection',
    zh: '预测值',
    flag: 'F',
    noteEn: 'projected by the source, not observed',
    noteZh: '来源预测的数值，非实际观测',
  },
  provisional: {
    en: 'Provisional',
    zh: '初步值',
    flag: 'P',
    noteEn: 'provisional, may be revised',
    noteZh: '初步数值，可能修订',
  },
  break: {
    en: 'Break in series',
    zh: '序列中断',
    flag: 'B',
    noteEn: 'first value after a change of definition or method; not comparable with earlier years',
    noteZh: '定义或方法变化后的第一个数值，与此前年份不可比',
  },
};

export const observationStatusLabel = (status: ObservationStatus, lang: Language) =>
  observationStatusText[status][lang === 'zh' ? 'zh' : 'en'];

/** A legend of the statuses in both languages: "F = Projection: projected by the source, not observed". */
export function observationLegend(lang: Language, only?: readonly ObservationStatus[]): string[] {
  return observationStatuses
    .filter((s) => !only || only.includes(s))
    .map((s) => {
      const t = observationStatusText[s];
      return lang === 'zh' ? `${t.flag} = ${t.zh}：${t.noteZh}` : `${t.flag} = ${t.en}: ${t.noteEn}`;
    });
}

const spellings = new Map<string, ObservationStatus>();
for (const s of observationStatuses) {
  const t = observationStatusText[s];
  for (const word of [s, t.en, t.zh, t.flag]) spellings.set(word.normalize('NFKC').trim().toLowerCase(), s);
}
for (const [word, s] of [
  ['estimated', 'estimate'],
  ['projected', 'projection'],
  ['forecast', 'projection'],
  ['预测', 'projection'],
  ['估计', 'estimate'],
  ['初步', 'provisional'],
  ['prelim', 'provisional'],
  ['preliminary', 'provisional'],
  ['break in series', 'break'],
  ['series break', 'break'],
  ['中断', 'break'],
] as const) {
  spellings.set(word, s);
}

/**
 * A status as a person writes it in an upload: the code, its English or Chinese label, or its SDMX letter
 * (E, F, P, B), in any case and width. Blank (or A, "normal") is no status: null. Anything else: undefined.
 */
export function readObservationStatus(text: string | null | undefined): ObservationStatus | null | undefined {
  const word = (text ?? '').normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
  if (word === '' || word === 'a' || word === 'normal' || word === '-') return null;
  return spellings.get(word);
}
