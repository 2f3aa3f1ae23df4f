import type { Language } from '@csp/contract';
import { notFound } from '../../errors.js';
import { presentSeries, presentTree, presentTypeOption } from './series.presenter.js';
import type { SeriesRepository } from './series.repository.js';

/** The public side of the series: only open series (the tree lists those also marked for display). */
export function receptionSeriesService(repo: SeriesRepository) {
  async function openSeries(id: number) {
    const row = await repo.find(id);
    if (!row?.open) throw notFound('seriesNotExist');
    return row;
  }
  return {
    tree: async (lang: Language) =>
      presentTree(
        (await repo.list()).filter((s) => s.open && s.display),
        lang,
      ),
    get: async (id: number, lang: Language) => presentSeries(await openSeries(id), lang),
    async information(id: number, lang: Language) {
      const row = await openSeries(id);
      const types = await repo.typesOf(id);
      return { ...presentSeries(row, lang), types: types.map((t) => presentTypeOption(t, lang)) };
    },
  };
}
export type ReceptionSeriesService = ReturnType<typeof receptionSeriesService>;
