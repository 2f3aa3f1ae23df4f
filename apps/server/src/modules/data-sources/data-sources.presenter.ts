import type { DataSource } from '@csp/contract';
import { isoTime } from '../../lib/replies.js';
import type { DataSourceRow } from './data-sources.repository.js';

/** A data source as the browser sees it: whether a password is stored, never the password or its cipher. */
export const presentDataSource = (row: DataSourceRow): DataSource => ({
  id: String(row.id),
  code: row.code,
  name: row.name,
  type: row.type === 'mysql' ? 'mysql' : 'postgres',
  host: row.host,
  port: row.port,
  database: row.database,
  username: row.username,
  hasPassword: row.passwordCipher !== null,
  ssl: row.ssl,
  remark: row.remark,
  createTime: isoTime(row.createdAt),
  updateTime: isoTime(row.updatedAt),
});
