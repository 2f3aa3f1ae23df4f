import type { ChartDataFigures } from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../../db/client.js';
import { citiesRepository } from '../cities/cities.repository.js';
import { cityAdminRepository } from '../cities/city-admin.repository.js';
import { cityAdminRoutes } from '../cities/city-admin.routes.js';
import { cityAdminService } from '../cities/city-admin.service.js';
import { cityFileService } from '../cities/city-file.service.js';
import { cityManagerRoutes, receptionCityRoutes } from '../cities/city-manager.routes.js';
import { cityManagerService } from '../cities/city-manager.service.js';
import { loadPlaces, resolvePlace } from '../cities/place-index.repository.js';
import { dataRepository } from '../data/data.repository.js';
import { dataRoutes } from '../data/data.routes.js';
import { dataService } from '../data/data.service.js';
import { dataLogsRepository } from '../data/data-logs.repository.js';
import { placesRepository } from '../data/places.repository.js';
import { reviewRoutes } from '../data/review.routes.js';
import { reviewService } from '../data/review.service.js';
import { dimensionsRepository } from '../dimensions/dimensions.repository.js';
import { dimensionsRoutes } from '../dimensions/dimensions.routes.js';
import { dimensionsService } from '../dimensions/dimensions.service.js';
import { filesRepository } from '../files/files.repository.js';
import { filesService } from '../files/files.service.js';
import type { FileStorage } from '../files/storage.js';
import { receptionSeriesRoutes, receptionSeriesService } from '../series/reception-series.routes.js';
import { seriesRepository } from '../series/series.repository.js';
import { seriesRoutes } from '../series/series.routes.js';
import { seriesService } from '../series/series.service.js';
import { seriesImportRoutes, seriesImportService } from '../series/series-import.js';
import { exportService } from '../uploads/export.service.js';
import { uploadRepository } from '../uploads/upload.repository.js';
import { uploadService } from '../uploads/upload.service.js';
import { defaultUploadSettings, type UploadSettings } from '../uploads/upload-settings.js';
import { uploadsRoutes } from '../uploads/uploads.routes.js';
import { availabilityRoutes, availabilityService } from './availability.js';
import { catalogueCache } from './catalogue.js';
import { chartRepository, publishedBlockReader } from './chart.repository.js';
import { chartRoutes } from './chart.routes.js';
import { chartService } from './chart.service.js';
import { chartAdminRoutes } from './chart-admin.routes.js';
import { explorerRoutes } from './explorer.routes.js';
import { publicationRepository } from './publication.repository.js';
import { publicationVersion } from './publication-version.js';
import { publishedValues } from './published-values.js';
import { type ValuesWarmUp, valuesWarmUp } from './values-warm-up.js';

/** The warm-up starts this long after the server is ready, and after the last of a burst of changes. */
const warmUpAfterStartMs = 500;
const warmUpAfterChangeMs = 2000;

/**
 * The statistics core (issue 4): series, statistical types, data values and their review, uploads and exports,
 * city information, and the public data API. Registered under the API base path.
 */
export function statsModule(deps: {
  db: Db;
  storage: FileStorage;
  base: string;
  listen?: Database['listen'];
  prepared: Database['prepared'];
  /** Most megabytes of published values held in memory for the public chart (`published-values.ts`). */
  chartValuesMb: number;
  /** Read them ahead, after a start and after each publication change (`values-warm-up.ts`). */
  chartValuesWarmUp: boolean;
  /** Handed the reader of the chart data figures (the monitoring screen's "chart data in memory"). */
  onFigures?: (read: () => ChartDataFigures) => void;
  /** Batch size and lease of uploads (`uploads/upload-settings.ts`). */
  uploads?: UploadSettings;
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
  const chart = chartService(charts, catalogues, heldValues);
  deps.onFigures?.(() => {
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
  });
  const data = dataRepository(db);
  const places = placesRepository(db);
  const cities = cityManagerService(
    citiesRepository(db),
    filesService(filesRepository(db), deps.storage),
    deps.storage,
    deps.base,
  );
  return async (api: FastifyInstance) => {
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
    await api.register(seriesRoutes(seriesService(seriesRepository(db))));
    await api.register(seriesImportRoutes(seriesImportService(seriesRepository(db))));
    await api.register(receptionSeriesRoutes(receptionSeriesService(seriesRepository(db))));
    await api.register(dimensionsRoutes(dimensionsService(dimensionsRepository(db))));
    await api.register(dataRoutes(dataService(data, dataLogsRepository(db), places)));
    await api.register(reviewRoutes(reviewService(data, places)));
    await api.register(
      uploadsRoutes({
        uploads: uploadService(uploadRepository(db), deps.uploads ?? defaultUploadSettings),
        exports: exportService(data, places, chart),
        places,
      }),
    );
    await api.register(cityManagerRoutes(cities, places));
    await api.register(
      cityAdminRoutes(
        cityAdminService(cityAdminRepository(db)),
        cityFileService(cityAdminRepository(db), () => loadPlaces(db, { withRetired: true })),
        (text, countryId, scope) => resolvePlace(db, text, countryId, scope),
      ),
    );
    await api.register(receptionCityRoutes(cities));
    await api.register(chartRoutes(chart));
    await api.register(chartAdminRoutes(chart));
    await api.register(explorerRoutes({ chart, catalogues, published: heldValues }));
    await api.register(availabilityRoutes(availabilityService(charts, catalogues)));
  };
}
