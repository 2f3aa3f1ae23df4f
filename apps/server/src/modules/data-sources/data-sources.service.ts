import {
  type DataSourceAdd,
  type DataSourceEdit,
  type DataSourceTest,
  DEFAULT_DATA_SOURCE,
  type FieldError,
} from '@csp/contract';
import { AppError, badRequest, conflict, notFound } from '../../errors.js';
import { afterFloor, type OutboundPolicy } from '../../lib/outbound-policy.js';
import { toPage } from '../../lib/paging.js';
import { presentDataSource } from './data-sources.presenter.js';
import type { DataSourceRow, DataSourcesRepository } from './data-sources.repository.js';
import {
  CONNECT_TIMEOUT_MS,
  type ConnectionSettings,
  externalSource,
  probeConnection,
  type ReadOnlySource,
  SourceUnreachable,
} from './read-only-source.js';
import type { SecretBox } from './secret-box.js';

export interface DataSourcesDeps {
  repo: DataSourcesRepository;
  box: SecretBox;
  /** The platform's own database (the source `default`). */
  platform: ReadOnlySource;
  /** What the default source runs on: 'postgres' or 'pglite'. */
  engine: string;
  timeoutMs: number;
  /** Where every connection to a stored source may go (OUTBOUND_ALLOW, the platform database protected). */
  policy: OutboundPolicy;
  /** The server log: why a connection failed is written here, never told to the caller. */
  log: { warn(detail: object, message: string): void };
  /** A failed connection is answered no sooner than this after it began (default CONNECT_TIMEOUT_MS). */
  failureFloorMs?: number;
  /** Opens the pool of a stored source (tests replace it). */
  open?: (settings: ConnectionSettings, timeoutMs: number, policy: OutboundPolicy) => ReadOnlySource;
  probe?: (settings: ConnectionSettings, policy: OutboundPolicy) => Promise<string>;
}

/** Where a source connects (what the log names). */
type Target = { type: string; host: string; port: number };

/** Sign-in refusals of a server that answered as a database: wrong user, password or database name. */
const SIGN_IN_CODES = new Set([
  '28P01',
  '28000',
  '3D000',
  'ER_ACCESS_DENIED_ERROR',
  'ER_DBACCESS_DENIED_ERROR',
  'ER_BAD_DB_ERROR',
]);

/** A driver's message, short (never the password). */
export const driverMessage = (error: unknown) => {
  const e = error as { message?: string; code?: string };
  const text = `${e.code ? `${e.code}: ` : ''}${e.message ?? String(error)}`;
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
};

/** Named connections for online reports; passwords sealed with AES-256-GCM and never returned. */
export function dataSourcesService(deps: DataSourcesDeps) {
  const { repo, box } = deps;
  const open = deps.open ?? externalSource;
  const probe = deps.probe ?? probeConnection;
  const floorMs = deps.failureFloorMs ?? CONNECT_TIMEOUT_MS;
  const pools = new Map<number, { version: number; source: ReadOnlySource }>();

  /** Logs why a connection failed; the caller learns only that it could not connect. */
  const logFailure = (settings: Target, error: unknown) => {
    const cause = error instanceof SourceUnreachable ? error.cause : error;
    deps.log.warn(
      { dataSource: { type: settings.type, host: settings.host, port: settings.port }, reason: driverMessage(cause) },
      'data source connection failed',
    );
    return cause;
  };
  /** The outbound policy's verdict on host:port before anything connects: 400 on `host` when refused. */
  const allowed = async (settings: Target) => {
    try {
      await deps.policy.check(settings.host, settings.port);
    } catch (error) {
      logFailure(settings, error);
      throw badRequest('couldNotConnect', [{ field: 'host', message: 'couldNotConnect' }]);
    }
  };
  /**
   * A stored source whose failures to connect are logged and answered after the same time, whatever
   * their cause (a closed, filtered or non-database port cannot be told apart).
   */
  const guarded = (settings: ConnectionSettings, source: ReadOnlySource): ReadOnlySource => ({
    ...source,
    async readOnly(work) {
      const started = Date.now();
      try {
        return await source.readOnly(work);
      } catch (error) {
        if (!(error instanceof SourceUnreachable)) throw error;
        logFailure(settings, error);
        await afterFloor(started, floorMs);
        throw new SourceUnreachable(error.cause);
      }
    },
  });

  const seal = (password: string) => {
    if (!box.available)
      throw badRequest('dataSourceKeyMissing', [{ field: 'password', message: 'dataSourceKeyMissing' }]);
    return box.seal(password);
  };
  const codeFree = async (code: string, exceptId?: number) => {
    if (await repo.codeTaken(code, exceptId)) throw conflict('duplicate', [{ field: 'code', message: 'duplicate' }]);
  };
  const storedPassword = (row: DataSourceRow): string | undefined => {
    if (row.passwordCipher === null) return undefined;
    const plain = box.open(row.passwordCipher);
    if (plain === undefined) {
      throw badRequest('dataSourcePasswordUnreadable', [
        { field: 'password', message: 'dataSourcePasswordUnreadable' },
      ]);
    }
    return plain;
  };
  const settingsOf = (row: DataSourceRow): ConnectionSettings => ({
    type: row.type === 'mysql' ? 'mysql' : 'postgres',
    host: row.host,
    port: row.port,
    database: row.database,
    username: row.username,
    password: storedPassword(row),
    ssl: row.ssl,
  });
  const drop = async (id: number) => {
    const cached = pools.get(id);
    pools.delete(id);
    await cached?.source.close().catch(() => undefined);
  };

  return {
    async page(query: Parameters<DataSourcesRepository['page']>[0]) {
      const { rows, total } = await repo.page(query);
      return toPage(rows.map(presentDataSource), total, query);
    },
    /** Every source a report may read, the platform's own first. */
    async options() {
      const rows = await repo.all();
      return [
        { code: DEFAULT_DATA_SOURCE, name: DEFAULT_DATA_SOURCE, type: deps.engine },
        ...rows.map((r) => ({ code: r.code, name: r.name, type: r.type })),
      ];
    },
    async get(id: number) {
      const row = await repo.find(id);
      if (!row) throw notFound('dataSourceNotExist');
      return presentDataSource(row);
    },
    async add(body: DataSourceAdd) {
      await codeFree(body.code);
      await allowed(body);
      const id = await repo.insert({
        code: body.code,
        name: body.name,
        type: body.type,
        host: body.host,
        port: body.port,
        database: body.database,
        username: body.username,
        passwordCipher: body.password ? seal(body.password) : null,
        ssl: body.ssl ?? false,
        remark: body.remark ?? '',
      });
      return { id: String(id) };
    },
    async edit(body: DataSourceEdit) {
      const id = Number(body.id);
      const row = await repo.find(id);
      if (!row) throw notFound('dataSourceNotExist');
      if (body.code) await codeFree(body.code, id);
      if (body.host !== undefined || body.port !== undefined || body.type !== undefined) {
        await allowed({ type: body.type ?? row.type, host: body.host ?? row.host, port: body.port ?? row.port });
      }
      let passwordCipher: string | null | undefined;
      if (body.password) passwordCipher = seal(body.password);
      else if (body.clearPassword) passwordCipher = null;
      await repo.update(id, {
        code: body.code,
        name: body.name,
        type: body.type,
        host: body.host,
        port: body.port,
        database: body.database,
        username: body.username,
        passwordCipher,
        ssl: body.ssl,
        remark: body.remark,
      });
      await drop(id);
    },
    async remove(id: number) {
      if (!(await repo.find(id))) throw notFound('dataSourceNotExist');
      if (await repo.usedByReports(id)) throw conflict('dataSourceInUse');
      await repo.delete(id);
      await drop(id);
    },
    /**
     * Connects with the typed settings. A stored source's password is used only towards the server it
     * belongs to: changing type, host, port or user needs the password typed again. A target the outbound
     * policy refuses, and any failure to connect, answer 400 couldNotConnect (the reason goes to the log);
     * a database that refuses the sign-in answers dataSourceSignInFailed.
     */
    async test(body: DataSourceTest) {
      let password = body.password || undefined;
      if (body.id && password === undefined) {
        const row = await repo.find(Number(body.id));
        if (!row) throw notFound('dataSourceNotExist');
        const sameServer =
          row.type === body.type && row.host === body.host && row.port === body.port && row.username === body.username;
        if (row.passwordCipher !== null && !sameServer) {
          throw badRequest('validationFailed', [{ field: 'password', message: 'fieldRequired' }]);
        }
        password = storedPassword(row);
      }
      await allowed(body);
      const started = Date.now();
      try {
        const version = await probe({ ...body, password, ssl: body.ssl ?? false }, deps.policy);
        return { version, elapsedMs: Date.now() - started };
      } catch (error) {
        const cause = logFailure(body, error) as { code?: unknown };
        if (typeof cause?.code === 'string' && SIGN_IN_CODES.has(cause.code)) {
          throw badRequest('dataSourceSignInFailed', [{ field: 'connection', message: 'dataSourceSignInFailed' }]);
        }
        await afterFloor(started, floorMs);
        const errors: FieldError[] = [{ field: 'connection', message: 'couldNotConnect' }];
        throw badRequest('couldNotConnect', errors);
      }
    },
    /** The source of a report: the platform's own (null or 'default') or a stored one, its pool kept. */
    async source(id: number | null): Promise<ReadOnlySource> {
      if (id === null) return deps.platform;
      const row = await repo.find(id);
      if (!row) throw notFound('dataSourceNotExist');
      const version = row.updatedAt.getTime();
      const cached = pools.get(id);
      if (cached?.version === version) return cached.source;
      if (cached) await drop(id);
      const settings = settingsOf(row);
      const source = guarded(settings, open(settings, deps.timeoutMs, deps.policy));
      pools.set(id, { version, source });
      return source;
    },
    /** A source code's id (null: the platform's own) and SQL dialect; 400 on `field` when unknown. */
    async resolve(code: string, field = 'dataSource'): Promise<{ id: number | null; dialect: 'postgres' | 'mysql' }> {
      if (code === DEFAULT_DATA_SOURCE) return { id: null, dialect: deps.platform.dialect };
      const row = await repo.findByCode(code);
      if (!row) throw new AppError('dataSourceNotExist', 400, [{ field, message: 'dataSourceNotExist' }]);
      return { id: row.id, dialect: row.type === 'mysql' ? 'mysql' : 'postgres' };
    },
    async close() {
      await Promise.all([...pools.keys()].map(drop));
    },
  };
}
export type DataSourcesService = ReturnType<typeof dataSourcesService>;
