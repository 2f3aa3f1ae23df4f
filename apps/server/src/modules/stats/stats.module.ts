import type { ChartDataFigures, Language, Series } from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../../db/client.js';
import type { ServerModule } from '../../lib/server-module.js';
import { availabilityRoutes, availabilityService } from './availability.js';
import { catalogueCache, type SeriesRow } from './catalogue.js';
import { chartRepository, publishedBlockReader } from './chart.repository.js';
import { chartRoutes } from './chart.routes.js';
import { chartService } from './chart.service.js';
import { chartAdminRoutes } from './chart-admin.routes.js';
import { explorerRoutes } from './explorer.routes.js';
import { perPersonFiles } from './per-person-files.js';
import { publicationRepository } from './publication.repository.js';
import { publicationDatesRepository } from './publication-dates.repository.js';
import { publicationVersion } from './publication-version.js';
import { publishedValues } from './published-values.js';
import { uploadCreditsRepository, uploadCreditsService } from './upload-credits.js';
import { type ValuesWarmUp, valuesWarmUp } from './values-warm-up.js';
import { viewSourcesService } from './view-sources.js';

/** The warm-up starts this long after the server is ready, and after the last of a burst of changes. */
const warmUpAfterStartMs = 500;
const warmUpAfterChangeMs = 2000;

/**
 * The statistics core (issue 4): the public data API (charts, explorer, availability) over the published
 * values held in memory, following the publication version. Provides the chart service (the exports use it)
 * and the figures of the values held (the monitoring screen).
 */
export function statsModule(deps: {
  db: Db;
  listen?: Database['listen'];
  prepared: Database['prepared'];
  /** Most megabytes of published values held in memory for the public chart (`published-values.ts`). */
  chartValuesMb: number;
  /** Read them ahead, after a start and after each publication change (`values-warm-up.ts`). */
  chartValuesWarmUp: boolean;
  /** How a series row is shown (`series/series.presenter.ts`). */
  presentSeries: (row: SeriesRow, lang: Language) => Series;
}) {
  const { db } = deps;
  const charts = chartRepository(db);
  const publication = publicationVersion(publicationRepository(db), db, deps.listen);
  const catalogues = catalogueCache(charts, () => publication.current());
  const heldValues = publishedValues(publishedBlockReader(deps.prepared), {
    maxBytes: deps.chartValuesMb * 1024 * 1024,
  });
  let warmUp: ValuesWarmUp | undefined;
  const stopFollowing = publication.onChange((version, series) => {
    heldValues.changed(version, series);
    warmUp?.schedule(warmUpAfterChangeMs);
  });
  const chart = chartService(charts, catalogues, heldValues, () => publication.unconfirmedSince());
  /** The chart data figures (the monitoring screen's "chart data in memory"). */
  const figures = (): ChartDataFigures => {
    const held = heldValues.stats();
    const replies = chart.cacheStats();
    return {
      publicationVersion: held.version,
      typesHeld: held.blocks,
      heldBytes: held.bytes,
      limitBytes: held.limitBytes,
      warmUp: warmUp?.state() ?? 'off',
      replies: { entries: replies.entries, chars: replies.size },
    };
  };
  return {
    chart,
    figures,
    routes: async (api: FastifyInstance) => {
      if (deps.chartValuesWarmUp) {
        const running = valuesWarmUp({
          catalogues,
          published: heldValues,
          onError: (err) => api.log.warn({ err }, 'reading published values ahead stopped'),
        });
        warmUp = running;
        api.addHook('onReady', async () => running.schedule(warmUpAfterStartMs));
      }
      api.addHook('onClose', async () => {
        stopFollowing();
        await warmUp?.close();
        await publication.close();
      });
      const credits = uploadCreditsService(uploadCreditsRepository(db));
      const perPerson = perPersonFiles(chart, catalogues);
      await api.register(chartRoutes(chart, credits, perPerson));
      await api.register(chartAdminRoutes(chart));
      await api.register(
        explorerRoutes({
          chart,
          catalogues,
          published: heldValues,
          credits,
          perPerson,
          sources: viewSourcesService(chart, publicationDatesRepository(db), credits),
        }),
      );
      await api.register(availabilityRoutes(availabilityService(charts, catalogues, deps.presentSeries)));
    },
  } satisfies ServerModule & Record<string, unknown>;
}
