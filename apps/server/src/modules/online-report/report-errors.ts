import type { FieldError, MessageKey } from '@csp/contract';
import { AppError } from '../../errors.js';
import { driverMessage } from '../data-sources/data-sources.service.js';

/**
 * A database's refusal of a report query as a message key: a write in the read-only transaction, the
 * statement timeout, a parameter value of the wrong form, an unreachable source, or any other SQL error.
 * `detail` adds the database's own words on the field `sql` (the editor's test run, for the report's author).
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'ER_ACCESS_DENIED_ERROR',
  'ER_BAD_DB_ERROR',
  'ER_DBACCESS_DENIED_ERROR',
  '28P01',
  '28000',
  '3D000',
  '57P03',
]);
const MYSQL_TIMEOUT = new Set([3024, 1969, 1317]);
const MYSQL_BAD_VALUE = new Set([1292, 1366, 1264, 1411, 1367]);

function keyOf(error: { code?: unknown; errno?: unknown; message?: unknown }): { key: MessageKey; status: number } {
  const code = typeof error.code === 'string' ? error.code : '';
  const errno = typeof error.errno === 'number' ? error.errno : undefined;
  const message = typeof error.message === 'string' ? error.message : '';
  if (CONNECTION_CODES.has(code) || /timeout exceeded when trying to connect|Connection terminated/i.test(message)) {
    return { key: 'dataSourceConnectFailed', status: 502 };
  }
  if (code === '25006' || errno === 1792) return { key: 'reportWriteRefused', status: 400 };
  if (code === '57014' || (errno !== undefined && MYSQL_TIMEOUT.has(errno)) || code === 'PROTOCOL_SEQUENCE_TIMEOUT') {
    return { key: 'reportTimeout', status: 400 };
  }
  if (/^22[0-9A-Z]{3}$/.test(code) || (errno !== undefined && MYSQL_BAD_VALUE.has(errno))) {
    return { key: 'parameterError', status: 400 };
  }
  if (/^[0-9A-Z]{5}$/.test(code) || errno !== undefined || (error as { sqlState?: unknown }).sqlState) {
    return { key: 'reportSqlFailed', status: 400 };
  }
  return { key: 'internalError', status: 500 };
}

export function reportError(error: unknown, detail: boolean): Error {
  if (error instanceof AppError || !error || typeof error !== 'object') return error as Error;
  const { key, status } = keyOf(error as Record<string, unknown>);
  if (status === 500) return error as Error;
  const errors: FieldError[] = detail
    ? [{ field: key === 'dataSourceConnectFailed' ? 'connection' : 'sql', message: driverMessage(error) }]
    : [];
  return new AppError(key, status, errors);
}
