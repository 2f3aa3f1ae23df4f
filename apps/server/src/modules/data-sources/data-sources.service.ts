import {
  type DataSourceAdd,
  type DataSourceEdit,
  type DataSourceTest,
  DEFAULT_DATA_SOURCE,
  type FieldError,
} from '@csp/contract';
import { AppError, badRequest, conflict, notFound } from '../../errors.js';
import { toPage } from '../../lib/paging.js';
import { presentDataSource } from './data-sources.presenter.js';
import type { DataSourceRow, DataSourcesRepository } from './data-sources.repository.js';
import { type ConnectionSettings, externalSource, probeConnection, type ReadOnlySource } from './read-only-source.js';
import type { SecretBox } from './secret-box.js';

export interface DataSourcesDeps {
  repo: DataSourcesRepository;
  box: SecretBox;
  /** The platform's own database (the source `default`). */
  platform: ReadOnlySource;
  /** What the default source runs on: 'postgres' or 'pglite'. */
  engine: string;
  timeoutMs: number;
  /** Opens the pool of a stored source (tests replace it). */
  open?: (settings: ConnectionSettings, timeoutMs: number) => ReadOnlySource;
  probe?: (settings: ConnectionSettings) => Promise<string>;
}

/** A driver's message, short, for the administrator who tests a connection (never the password). */
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
  const pools = new Map<number, { version: number; source: ReadOnlySource }>();

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
      if (!(await repo.find(id))) throw notFound('dataSourceNotExist');
      if (body.code) await codeFree(body.code, id);
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
     * belongs to: changing type, host, port or user needs the password typed again.
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
      const started = Date.now();
      try {
        const version = await probe({ ...body, password, ssl: body.ssl ?? false });
        return { version, elapsedMs: Date.now() - started };
      } catch (error) {
        const errors: FieldError[] = [{ field: 'connection', message: driverMessage(error) }];
        throw badRequest('dataSourceConnectFailed', errors);
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
      const source = open(settingsOf(row), deps.timeoutMs);
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
