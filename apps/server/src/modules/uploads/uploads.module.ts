import type { Db } from '../../db/client.js';
import type { ServerModule } from '../../lib/server-module.js';
import type { SessionPasses } from '../../lib/session-passes.js';
import type { DataRepository } from '../data/data.repository.js';
import type { PlacesRepository } from '../data/places.repository.js';
import type { PlacesService } from '../data/places.service.js';
import type { ChartService } from '../stats/chart.service.js';
import { exportService } from './export.service.js';
import { uploadRepository } from './upload.repository.js';
import { uploadService } from './upload.service.js';
import { registerUploadHousekeeping } from './upload-housekeeping.js';
import type { OriginalFiles } from './upload-originals.js';
import { type NoticeSender, noticeOfUploadEnd, progressBoard } from './upload-progress.js';
import type { UploadSettings } from './upload-settings.js';
import { uploadsRoutes } from './uploads.routes.js';

/**
 * Uploads of data values and the exports (issue 4), and this instance's sweep of uploads a stopped instance left
 * 'processing'; provides the uploads' repository to initial data.
 */
export function uploadsModule(deps: {
  db: Db;
  settings: UploadSettings;
  data: DataRepository;
  places: PlacesRepository;
  placePicker: PlacesService;
  chart: ChartService;
  /** Notices to the uploader when a background upload ends (issue 17); none: not told. */
  announcements?: NoticeSender;
  /** Where each upload's file is kept as it came (issue 17: the history's download); none: not kept. */
  originals?: OriginalFiles;
  /** PGlite: the uploader's session is lent past the database its upload holds (`lib/session-passes.ts`). */
  sessionPasses?: SessionPasses;
  log?: { error: (obj: object, msg: string) => void };
}) {
  const uploads = uploadRepository(deps.db);
  const announcements = deps.announcements;
  const extras = {
    progress: progressBoard(),
    originals: deps.originals,
    notifyEnd: announcements
      ? noticeOfUploadEnd(announcements, (err) => deps.log?.error({ err }, 'upload end notice failed'))
      : undefined,
  };
  return {
    uploads,
    install: (app) => registerUploadHousekeeping(app, { db: deps.db, settings: deps.settings }),
    routes: async (api) => {
      await api.register(
        uploadsRoutes({
          uploads: uploadService(uploads, deps.settings, extras),
          exports: exportService(deps.data, deps.places, deps.chart),
          places: deps.placePicker,
          passes: deps.sessionPasses,
        }),
      );
    },
  } satisfies ServerModule & Record<string, unknown>;
}
