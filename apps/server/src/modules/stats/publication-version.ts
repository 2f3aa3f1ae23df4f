import type { Database, Db } from '../../db/client.js';
import { sharedReads } from './catalogue.js';
import type { PublicationRepository } from './publication.repository.js';
import { onCommitted, publicationChannel } from './publication-signal.js';

/** How often the version is read anyway, in case a notification was lost while the listener reconnected. */
const recheckMs = 1000;

/**
 * The publication version this instance answers with. Until its LISTEN is established every call reads the
 * version from the database (shared reads); then the version is held in memory, raised by local commits
 * (before the changing request answers) and by NOTIFY from other instances, and re-read in the background
 * once a second as a safety net. The public hot path then touches no database at all.
 */
export function publicationVersion(repo: PublicationRepository, db: Db, listen?: Database['listen']) {
  let known = -1;
  let listening = false;
  let refreshedAt = 0;
  let refreshing: Promise<void> | undefined;
  const read = sharedReads(() => repo.current());
  const adopt = (version: number) => {
    if (Number.isFinite(version) && version > known) known = version;
  };
  const refresh = () => {
    refreshing ??= read()
      .then(adopt, () => undefined)
      .finally(() => {
        refreshedAt = Date.now();
        refreshing = undefined;
      });
    return refreshing;
  };
  const stopLocal = onCommitted(db, adopt);
  let stopListening: (() => Promise<void>) | undefined;
  const ready = listen
    ? listen(publicationChannel, (payload) => adopt(Number(payload)))
        .then(async (stop) => {
          stopListening = stop;
          await refresh(); // anything committed before the LISTEN took hold
          listening = true;
        })
        .catch(() => undefined)
    : Promise.resolve();
  return {
    async current(): Promise<number> {
      if (!listening || known < 0) {
        adopt(await read());
        return known;
      }
      if (Date.now() - refreshedAt > recheckMs) void refresh();
      return known;
    },
    async close() {
      stopLocal();
      await ready;
      await stopListening?.().catch(() => undefined);
    },
  };
}
export type PublicationVersion = ReturnType<typeof publicationVersion>;
