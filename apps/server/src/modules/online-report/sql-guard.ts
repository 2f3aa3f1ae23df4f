import type { MessageKey } from '@csp/contract';
import { badRequest } from '../../errors.js';
import { checkPostgres, GuardRefusal, type ReadRelation } from './postgres-guard.js';
import { codeTokens, type Dialect, SqlLexError, type Token, tokenize } from './sql-lexer.js';

/**
 * The guard of report SQL, in front of the database's own refusals (a read-only transaction with a statement
 * timeout; on the platform's own database a role that reads only the `reports` views, relation-guard.ts):
 * one SELECT (or WITH … SELECT) statement, nothing that writes, locks, or calls a function with side effects
 * or one that runs SQL text, parameters only as `${name}` outside quotes. PostgreSQL SQL is read by
 * PostgreSQL's own parser (postgres-guard.ts); MySQL SQL by the lexer below and these word lists.
 */

/** Words that change data or schema, take locks, run other statements or end the transaction. */
const FORBIDDEN_WORDS = new Set([
  'insert',
  'update',
  'delete',
  'merge',
  'upsert',
  'drop',
  'create',
  'alter',
  'truncate',
  'grant',
  'revoke',
  'copy',
  'call',
  'execute',
  'exec',
  'prepare',
  'deallocate',
  'lock',
  'unlock',
  'vacuum',
  'reindex',
  'cluster',
  'listen',
  'notify',
  'unlisten',
  'refresh',
  'discard',
  'checkpoint',
  'savepoint',
  'commit',
  'rollback',
  'into',
  'outfile',
  'dumpfile',
  'rename',
  'handler',
  'load',
]);

/** MySQL functions with side effects (the PostgreSQL list is in postgres-guard.ts; some names are in both). */
const FORBIDDEN_FUNCTIONS = new Set([
  'nextval',
  'setval',
  'pg_notify',
  'set_config',
  'pg_terminate_backend',
  'pg_cancel_backend',
  'pg_reload_conf',
  'pg_rotate_logfile',
  'pg_stat_file',
  'txid_current',
  'pg_current_xact_id',
  'pg_logical_emit_message',
  'pg_switch_wal',
  'pg_create_restore_point',
  'pg_promote',
  'pg_import_system_collations',
  'query_to_xml',
  'query_to_xmlschema',
  'query_to_xml_and_xmlschema',
  'cursor_to_xml',
  'cursor_to_xmlschema',
  'table_to_xml',
  'table_to_xml_and_xmlschema',
  'schema_to_xml',
  'schema_to_xml_and_xmlschema',
  'database_to_xml',
  'database_to_xml_and_xmlschema',
  // MySQL / MariaDB
  'sleep',
  'benchmark',
  'get_lock',
  'release_lock',
  'release_all_locks',
  'load_file',
  'sys_exec',
  'sys_eval',
  'master_pos_wait',
  'source_pos_wait',
]);
const FORBIDDEN_FUNCTION_PREFIXES = /^(pg_advisory|pg_try_advisory|pg_sleep|pg_read_|pg_ls_|pg_file_|lo_|dblink)/;

export interface CheckedSql {
  dialect: Dialect;
  /** Every token of the statement, a trailing semicolon removed. */
  tokens: Token[];
  /** The `${name}` parameters in order of first use. */
  params: string[];
  /** PostgreSQL: every relation the statement reads (CTEs resolved), for the platform's allow-list. */
  relations?: ReadRelation[];
}

const refuse = (key: MessageKey) => badRequest(key, [{ field: 'sql', message: key }]);

const isFunctionName = (name: string) => FORBIDDEN_FUNCTIONS.has(name) || FORBIDDEN_FUNCTION_PREFIXES.test(name);

/** Checks a report's SQL for its dialect; throws a 400 naming the field `sql` when it is refused. */
export function checkReportSql(sql: string, dialect: Dialect): CheckedSql {
  if (dialect === 'postgres') {
    try {
      return { dialect, ...checkPostgres(sql) };
    } catch (error) {
      if (error instanceof GuardRefusal) throw refuse(error.key);
      throw error;
    }
  }
  let tokens: Token[];
  try {
    tokens = tokenize(sql, dialect);
  } catch (error) {
    if (error instanceof SqlLexError) throw refuse('invalidFormat');
    throw error;
  }
  const lastCode = tokens.findLastIndex((t) => t.kind !== 'space' && t.kind !== 'comment');
  if (tokens[lastCode]?.text === ';') tokens = tokens.filter((_, index) => index !== lastCode);
  const code = codeTokens(tokens);

  const first = code.find((t) => t.text !== '(');
  if (first?.kind !== 'word' || (first.value !== 'select' && first.value !== 'with')) {
    throw refuse('reportSqlNotSelect');
  }
  const params: string[] = [];
  for (const [index, token] of code.entries()) {
    const next = code[index + 1];
    if (token.kind === 'symbol' && token.text === ';') throw refuse('reportSqlNotSelect');
    if (token.kind === 'positional') throw refuse('reportSqlForbidden');
    if ((token.kind === 'string' || token.kind === 'quoted') && token.text.includes('${')) {
      throw refuse('reportSqlParamInLiteral');
    }
    if (token.kind === 'param' && !params.includes(token.value)) params.push(token.value);
    const callsFunction = next?.kind === 'symbol' && next.text === '(';
    if (
      (token.kind === 'word' || token.kind === 'quoted') &&
      callsFunction &&
      isFunctionName(token.value.toLowerCase())
    ) {
      throw refuse('reportSqlForbidden');
    }
    if (token.kind !== 'word') continue;
    if (FORBIDDEN_WORDS.has(token.value)) throw refuse('reportSqlForbidden');
    // Row locks: FOR UPDATE / FOR SHARE / FOR NO KEY UPDATE / FOR KEY SHARE.
    if (token.value === 'for' && next?.kind === 'word' && ['update', 'share', 'no', 'key'].includes(next.value)) {
      throw refuse('reportSqlForbidden');
    }
  }
  return { dialect, tokens, params };
}
