import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { announcementMailVia } from '../announcements/announcements.mail.js';
import { announcementsRepository } from '../announcements/announcements.repository.js';
import { announcementsService } from '../announcements/announcements.service.js';
import { dataRepository } from '../data/data.repository.js';
import { dimensionsRepository } from '../dimensions/dimensions.repository.js';
import { initialDataRepository } from '../initial-data/initial-data.repository.js';
import { initialDataRoutes } from '../initial-data/initial-data.routes.js';
import { initialDataService } from '../initial-data/initial-data.service.js';
import { uploadRepository } from '../uploads/upload.repository.js';
import { defaultUploadSettings, type UploadSettings } from '../uploads/upload-settings.js';
import { seriesRepository } from './series.repository.js';
import { seriesPushRepository } from './series-push.repository.js';
import { seriesPushRoutes } from './series-push.routes.js';
import { seriesPushService } from './series-push.service.js';

/**
 * Series administration beyond the statistics core: information push (through the announcements module's
 * service, so a push is released, delivered and mailed like any announcement) and the initial data of
 * statistical types. Registered under the API base path; needs `app.events` and `app.mailer`.
 */
export function seriesAdminModule(db: Db, uploads: UploadSettings = defaultUploadSettings) {
  return async (api: FastifyInstance) => {
    const announcements = announcementsService({
      repo: announcementsRepository(db),
      events: api.events,
      mail: announcementMailVia(api.mailer),
      onAfterCommitError: (error, what) => api.log.error({ err: error }, `${what} failed after a series push`),
    });
    await api.register(
      seriesPushRoutes(
        seriesPushService({ series: seriesRepository(db), pushes: seriesPushRepository(db), announcements }),
      ),
    );
    await api.register(
      initialDataRoutes(
        initialDataService({
          dimensions: dimensionsRepository(db),
          data: dataRepository(db),
          uploads: uploadRepository(db),
          uploadSettings: uploads,
          counts: initialDataRepository(db),
        }),
      ),
    );
  };
}
