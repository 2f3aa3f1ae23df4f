import type { MessageKey } from '@csp/contract';
import { loadModule, parseSync, type ScanToken, scanSync } from 'libpg-query';
import type { Token } from './sql-lexer.js';

/**
 * PostgreSQL report SQL checked by PostgreSQL's own scanner and parser (libpg-query, the server's grammar as
 * WebAssembly): one SELECT statement, no positional parameter, no data-changing CTE, SELECT INTO or row lock,
 * no call of a function that runs SQL text, touches files, processes, sessions, settings or sequences, and
 * every relation it reads named (CTE names resolved by scope) for the platform's allow-list (relation-guard.ts).
 * `${name}` parameters are found between the scanner's tokens, outside literals, quoted names and comments.
 */
await loadModule();

export class GuardRefusal extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

/** A relation the statement reads (not a CTE), as written: `schema` only when qualified. */
export interface ReadRelation {
  catalog?: string;
  schema?: string;
  name: string;
}

export interface CheckedPostgres {
  /** The statement as code runs and `${name}` parameters, comments blanked, a trailing semicolon dropped. */
  tokens: Token[];
  params: string[];
  relations: ReadRelation[];
}

/** Functions that run SQL text, read tables by name, change settings or sequences, or use large objects. */
const DENIED_FUNCTIONS = new Set([
  'set_config',
  'nextval',
  'setval',
  'currval',
  'lastval',
  'ts_stat',
  'ts_rewrite',
  'query_to_xml',
  'query_to_xmlschema',
  'query_to_xml_and_xmlschema',
  'cursor_to_xml',
  'cursor_to_xmlschema',
  'table_to_xml',
  'table_to_xmlschema',
  'table_to_xml_and_xmlschema',
  'schema_to_xml',
  'schema_to_xmlschema',
  'schema_to_xml_and_xmlschema',
  'database_to_xml',
  'database_to_xmlschema',
  'database_to_xml_and_xmlschema',
  'currtid',
  'currtid2',
  'loread',
  'lowrite',
]);
/**
 * Whole families: `pg_*` (files, directories, backends, signals, sleeps, advisory locks, WAL, replication,
 * statistics resets, settings reload...), large objects, dblink, upgrade support, transaction ids.
 */
const DENIED_PREFIXES = /^(pg_|lo_|dblink|binary_upgrade_|txid_)/;
/** `pg_*` functions a report may call: they read nothing but their argument. */
const ALLOWED_PG_FUNCTIONS = new Set(['pg_typeof']);

export function isDeniedFunction(name: string): boolean {
  const lower = name.toLowerCase();
  if (ALLOWED_PG_FUNCTIONS.has(lower)) return false;
  return DENIED_FUNCTIONS.has(lower) || DENIED_PREFIXES.test(lower);
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const LITERAL_TOKENS = new Set(['SCONST', 'USCONST', 'BCONST', 'XCONST', 'IDENT', 'UIDENT']);
const COMMENT_TOKENS = new Set(['C_COMMENT', 'SQL_COMMENT']);
const DML = new Set(['InsertStmt', 'UpdateStmt', 'DeleteStmt', 'MergeStmt']);

/** The scanner's tokens; its positions are UTF-8 byte offsets, so texts are cut from the bytes. */
function scan(bytes: Buffer, sql: string): (ScanToken & { source: string })[] {
  let tokens: ScanToken[];
  try {
    tokens = scanSync(sql).tokens;
  } catch {
    throw new GuardRefusal('invalidFormat');
  }
  return tokens.map((token) => ({ ...token, source: bytes.subarray(token.start, token.end).toString('utf8') }));
}

/** Splits the statement into code runs and `${name}` parameters (`$`, `{`, a name, `}` with nothing between). */
function pieces(sql: string): { tokens: Token[]; params: string[]; text: string } {
  if (!sql.trim()) throw new GuardRefusal('reportSqlNotSelect');
  const bytes = Buffer.from(sql, 'utf8');
  const scanned = scan(bytes, sql);
  const lastIndex = scanned.findLastIndex((t) => !COMMENT_TOKENS.has(t.tokenName));
  if (lastIndex === -1) throw new GuardRefusal('reportSqlNotSelect');
  const tokens: Token[] = [];
  const params: string[] = [];
  const numbers = new Map<string, number>();
  let code = '';
  let text = '';
  let cursor = 0;
  const flush = () => {
    if (code) tokens.push({ kind: 'code', text: code, value: code });
    code = '';
  };
  for (let i = 0; i < scanned.length; i++) {
    const token = scanned[i] as (typeof scanned)[number];
    const gap = bytes.subarray(cursor, token.start).toString('utf8');
    code += gap;
    text += gap;
    cursor = token.end;
    const [open, name, close] = [scanned[i + 1], scanned[i + 2], scanned[i + 3]];
    if (
      token.source === '$' &&
      open?.source === '{' &&
      open.start === token.end &&
      name &&
      name.start === open.end &&
      IDENTIFIER.test(name.source) &&
      close?.source === '}' &&
      close.start === name.end
    ) {
      flush();
      const param = name.source;
      tokens.push({ kind: 'param', text: `\${${param}}`, value: param });
      if (!numbers.has(param)) {
        params.push(param);
        numbers.set(param, params.length);
      }
      text += `$${numbers.get(param)}`;
      cursor = close.end;
      i += 3;
      continue;
    }
    if (token.tokenName === 'PARAM') throw new GuardRefusal('reportSqlForbidden');
    if (token.source === ';') {
      if (i !== lastIndex) throw new GuardRefusal('reportSqlNotSelect');
      continue;
    }
    if (LITERAL_TOKENS.has(token.tokenName) && token.source.includes('${')) {
      throw new GuardRefusal('reportSqlParamInLiteral');
    }
    const piece = COMMENT_TOKENS.has(token.tokenName) ? ' ' : token.source;
    code += piece;
    text += piece;
  }
  const tail = bytes.subarray(cursor).toString('utf8');
  code += tail;
  flush();
  return { tokens, params, text: text + tail };
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && !Array.isArray(value);
const names = (list: unknown): string[] =>
  Array.isArray(list) ? list.map((item) => String((item as { String?: { sval?: string } }).String?.sval ?? '')) : [];

/** Walks the parse tree: refuses what a report may not do, collects the relations it reads. */
class Walker {
  readonly relations: ReadRelation[] = [];

  visit(value: unknown, scope: ReadonlySet<string>): void {
    if (Array.isArray(value)) {
      for (const item of value) this.visit(item, scope);
      return;
    }
    if (!isNode(value)) return;
    for (const [key, child] of Object.entries(value)) {
      if (DML.has(key)) throw new GuardRefusal('reportSqlForbidden');
      if (key === 'SelectStmt' && isNode(child)) this.select(child, scope);
      else if (key === 'FuncCall' && isNode(child)) {
        this.call(child);
        this.visit(child, scope);
      } else if (key === 'RangeVar' && isNode(child)) this.relation(child, scope);
      else this.visit(child, scope);
    }
  }

  private select(node: Node, scope: ReadonlySet<string>) {
    if (node.intoClause) throw new GuardRefusal('reportSqlForbidden');
    if (Array.isArray(node.lockingClause) && node.lockingClause.length) throw new GuardRefusal('reportSqlForbidden');
    let inner = new Set(scope);
    const withClause = node.withClause as { ctes?: { CommonTableExpr?: Node }[]; recursive?: boolean } | undefined;
    if (withClause) {
      const ctes = (withClause.ctes ?? []).map((c) => c.CommonTableExpr ?? {});
      if (withClause.recursive) {
        for (const cte of ctes) inner.add(String(cte.ctename));
        for (const cte of ctes) this.visit(cte, inner);
      } else {
        for (const cte of ctes) {
          this.visit(cte, inner);
          inner = new Set(inner).add(String(cte.ctename));
        }
      }
    }
    for (const [key, child] of Object.entries(node)) {
      // The arms of UNION / INTERSECT / EXCEPT are SELECTs written without their node name.
      if ((key === 'larg' || key === 'rarg') && isNode(child)) this.select(child, inner);
      else if (key !== 'withClause') this.visit(child, inner);
    }
  }

  private call(node: Node) {
    const parts = names(node.funcname);
    const name = parts.at(-1) ?? '';
    if (parts.length > 2 || (parts.length === 2 && parts[0] !== 'pg_catalog') || isDeniedFunction(name)) {
      throw new GuardRefusal('reportSqlForbidden');
    }
  }

  private relation(node: Node, scope: ReadonlySet<string>) {
    const name = String(node.relname ?? '');
    const schema = typeof node.schemaname === 'string' ? node.schemaname : undefined;
    const catalog = typeof node.catalogname === 'string' ? node.catalogname : undefined;
    if (!schema && !catalog && scope.has(name)) return;
    this.relations.push({ catalog, schema, name });
  }
}

/** Checks PostgreSQL report SQL; throws a GuardRefusal naming the message key when it is refused. */
export function checkPostgres(sql: string): CheckedPostgres {
  const { tokens, params, text } = pieces(sql);
  let parsed: { stmts?: { stmt?: Node }[] };
  try {
    parsed = parseSync(text) as typeof parsed;
  } catch {
    throw new GuardRefusal('invalidFormat');
  }
  const statements = parsed.stmts ?? [];
  const statement = statements[0]?.stmt;
  if (statements.length !== 1 || !statement || !isNode(statement.SelectStmt)) {
    throw new GuardRefusal('reportSqlNotSelect');
  }
  const walker = new Walker();
  walker.visit(statement, new Set());
  return { tokens, params, relations: walker.relations };
}
