import type { Database, Db } from '../../db/client.js';
import { isDatabaseUnavailable } from '../../plugins/errors.js';
import { sharedReads } from './catalogue.js';
import type { PublicationRepository } from './publication.repository.js';
import {
  type ChangedSeries,
  onCommitted,
  type PublicationChange,
  parseChange,
  publicationChannel,
} from './publication-signal.js';

/** How often the version is read anyway, in case a notification was lost while the listener reconnected. */
const recheckMs = 1000;

/**
 * The publication version this instance answers with. Until its LISTEN is established every call reads the
 * version from the database (shared reads); then the version is held in memory, raised by local commits
 * (before the changing request answers) and by NOTIFY from other instances, and re-read in the background
 * once a second as a safety net. The public hot path then touches no database at all.
 *
 * Each move is announced to `onChange` listeners before any caller sees the new version, with the series it
 * touched when this instance saw every step since its last version (a local commit, or a NOTIFY of the next
 * version), and 'all' otherwise (a version read from the database, a missed notification, the first read).
 *
 * During a database outage the held version is still answered (the public side keeps serving what it holds), but
 * it can no longer be confirmed: `unconfirmedSince` then says since when (issue 23), and the chart marks what it
 * answers as possibly stale.
 */
export function publicationVersion(repo: PublicationRepository, db: Db, listen?: Database['listen']) {
  let known = -1;
  let listening = false;
  let refreshedAt = 0;
  let refreshing: Promise<void> | undefined;
  /** When the version was last read or heard of; and whether the last read failed because the database is down. */
  let confirmedAt = new Date();
  let unavailable = false;
  const read = sharedReads(() => repo.current());
  const listeners = new Set<(version: number, series: ChangedSeries) => void>();
  const adopt = (version: number, change?: PublicationChange) => {
    if (!Number.isFinite(version) || version <= known) return;
    const series = change && change.from === known ? change.series : 'all';
    for (const listener of listeners) listener(version, series);
    known = version;
  };
  const confirmed = () => {
    confirmedAt = new Date();
    unavailable = false;
  };
  const refresh = () => {
    refreshing ??= read()
      .then(
        (version) => {
          adopt(version);
          confirmed();
        },
        (error: unknown) => {
          if (isDatabaseUnavailable(error)) unavailable = true;
        },
      )
      .finally(() => {
        refreshedAt = Date.now();
        refreshing = undefined;
      });
    return refreshing;
  };
  const stopLocal = onCommitted(db, (change) => adopt(change.to, change));
  let stopListening: (() => Promise<void>) | undefined;
  const ready = listen
    ? listen(publicationChannel, (payload) => {
        const change = parseChange(payload);
        if (change) adopt(change.to, change);
      })
        .then(async (stop) => {
          stopListening = stop;
          await refresh(); // anything committed before the LISTEN took hold
          listening = true;
        })
        .catch(() => undefined)
    : Promise.resolve();
  return {
    /**
     * The current version: the held number itself once it is kept current (LISTEN established), so a caller on
     * the hot path can use it without waiting (the chart's raw-body cache hit: `chart-raw-hit.ts`); else a read.
     */
    current(): number | Promise<number> {
      if (!listening || known < 0) {
        return read().then((version) => {
          adopt(version);
          confirmed();
          return known;
        });
      }
      if (Date.now() - refreshedAt > recheckMs) void refresh();
      return known;
    },
    /**
     * When the held version was last confirmed, if the last check of it failed because the database is unavailable
     * (what is answered from memory may be stale since then); undefined while the database answers.
     */
    unconfirmedSince(): Date | undefined {
      return unavailable ? confirmedAt : undefined;
    },
    /** Calls `listener(version, series)` on every move, before the new version is answered. */
    onChange(listener: (version: number, series: ChangedSeries) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      stopLocal();
      await ready;
      await stopListening?.().catch(() => undefined);
    },
  };
}
export type PublicationVersion = ReturnType<typeof publicationVersion>;
