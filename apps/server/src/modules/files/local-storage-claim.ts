import pg from 'pg';

/** The advisory lock one instance holds while it keeps files on its own disk (setup.ts uses 4 242 001). */
export const localStorageLockKey = 4_242_023;

/** Files on one instance's disk would be missing on the others: a second instance is refused at start. */
export class LocalStorageTakenError extends Error {
  constructor() {
    super(
      'Another instance already serves this database with files kept on its own disk (DATA_DIR/files); files one ' +
        'instance stores would be missing on the others. To run several instances set S3_BUCKET (with ' +
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, S3_ENDPOINT for MinIO and the like) on every instance; ' +
        'to run one, stop the other first.',
    );
    this.name = 'LocalStorageTakenError';
  }
}

/**
 * Claims "files on local disk" for this instance on a PostgreSQL database: a session advisory lock held on
 * a dedicated connection for the life of the process. A second instance on the same database without object
 * storage cannot take it and is refused at start-up (LocalStorageTakenError). When the connection drops
 * (PostgreSQL restarted) the claim is taken again with a growing delay; if meanwhile another instance took it,
 * `onLost` reports it (that instance then serves files this one cannot see).
 */
export async function claimLocalStorage(url: string, onLost: (error: Error) => void = () => undefined) {
  let closed = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let delay = 200;

  async function take(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: url, application_name: 'csp-local-storage' });
    c.on('error', () => undefined); // a dropped connection is seen through 'end'
    await c.connect();
    const { rows } = await c.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [localStorageLockKey]);
    if (!rows[0]?.ok) {
      await c.end().catch(() => undefined);
      throw new LocalStorageTakenError();
    }
    c.once('end', () => {
      if (client !== c || closed) return;
      client = undefined;
      retry();
    });
    return c;
  }

  function retry() {
    timer = setTimeout(async () => {
      if (closed) return;
      try {
        client = await take();
        delay = 200;
      } catch (error) {
        if (error instanceof LocalStorageTakenError) onLost(error);
        delay = Math.min(delay * 2, 5000);
        if (!(error instanceof LocalStorageTakenError)) retry();
      }
    }, delay);
    timer.unref();
  }

  client = await take();
  return {
    async release() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
