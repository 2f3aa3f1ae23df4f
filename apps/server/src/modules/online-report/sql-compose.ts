import type { CheckedSql } from './sql-guard.js';
import type { Dialect } from './sql-lexer.js';

/**
 * The statements a report runs, built from its checked tokens: comments dropped, every `${name}` a bound
 * placeholder ($n in PostgreSQL, ? in MySQL), the report wrapped as a derived table `t` for the query
 * fields' conditions, the sort (a configured column, quoted) and the page (integers we computed).
 * No value a user sent ever becomes SQL text.
 */
export interface Bound {
  text: string;
  values: unknown[];
}

export type FilterKind = 'text' | 'number' | 'date' | 'list';
export interface Filter {
  field: string;
  kind: FilterKind;
  op: 'match' | 'gte' | 'lte';
  value: string;
}

export interface PageOptions {
  params: Record<string, string | null>;
  filters?: Filter[];
  sort?: { field: string; order: 'asc' | 'desc' };
  limit: number;
  offset: number;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function quoteIdentifier(dialect: Dialect, name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not an identifier: ${name}`);
  return dialect === 'mysql' ? `\`${name}\`` : `"${name}"`;
}

/** LIKE wildcards of a user's text taken literally (backslash is the default escape of both dialects). */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

class Placeholders {
  readonly values: unknown[] = [];
  private readonly named = new Map<string, string>();
  constructor(private readonly dialect: Dialect) {}

  add(value: unknown): string {
    this.values.push(value);
    return this.dialect === 'mysql' ? '?' : `$${this.values.length}`;
  }

  /** A named parameter: PostgreSQL reuses its number; MySQL binds it again at every use. */
  param(name: string, value: unknown): string {
    if (this.dialect === 'mysql') return this.add(value);
    const known = this.named.get(name);
    if (known) return known;
    const placeholder = this.add(value);
    this.named.set(name, placeholder);
    return placeholder;
  }
}

function reportText(checked: CheckedSql, params: Record<string, string | null>, holders: Placeholders): string {
  return checked.tokens
    .map((token) => {
      if (token.kind === 'comment') return ' ';
      if (token.kind === 'param') return holders.param(token.value, params[token.value] ?? null);
      return token.text;
    })
    .join('');
}

function condition(dialect: Dialect, filter: Filter, holders: Placeholders): string {
  const column = `t.${quoteIdentifier(dialect, filter.field)}`;
  const mysql = dialect === 'mysql';
  const asText = mysql ? `cast(${column} as char)` : `cast(${column} as text)`;
  const cmp = filter.op === 'gte' ? '>=' : '<=';
  switch (filter.kind) {
    case 'text':
      if (filter.op === 'match')
        return `${asText} ${mysql ? 'like' : 'ilike'} ${holders.add(likeContains(filter.value))}`;
      return `${asText} ${cmp} ${holders.add(filter.value)}`;
    case 'list':
      return `${asText} = ${holders.add(filter.value)}`;
    case 'number': {
      const value = `cast(${holders.add(filter.value)} as ${mysql ? 'decimal(65,10)' : 'numeric'})`;
      return `${column} ${filter.op === 'match' ? '=' : cmp} ${value}`;
    }
    case 'date': {
      const day = () => `cast(${holders.add(filter.value)} as date)`;
      if (filter.op === 'match') return `${mysql ? `date(${column})` : `cast(${column} as date)`} = ${day()}`;
      // An end day given without a time takes the whole day.
      if (filter.op === 'lte' && DATE_ONLY.test(filter.value)) {
        return `${column} < ${mysql ? `date_add(${day()}, interval 1 day)` : `${day()} + 1`}`;
      }
      return `${column} ${cmp} cast(${holders.add(filter.value)} as ${mysql ? 'datetime' : 'timestamp'})`;
    }
  }
}

function where(dialect: Dialect, filters: Filter[], holders: Placeholders): string {
  if (!filters.length) return '';
  return ` where ${filters.map((f) => condition(dialect, f, holders)).join(' and ')}`;
}

function wholeNumber(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a page bound: ${n}`);
  return n;
}

/** The page of rows and the count of all rows matching the query fields. */
export function composePage(checked: CheckedSql, options: PageOptions): { data: Bound; count: Bound } {
  const { dialect } = checked;
  const build = (kind: 'data' | 'count'): Bound => {
    const holders = new Placeholders(dialect);
    const inner = reportText(checked, options.params, holders);
    const filters = where(dialect, options.filters ?? [], holders);
    if (kind === 'count')
      return { text: `select count(*) as total from (${inner}\n) as t${filters}`, values: holders.values };
    const sort = options.sort
      ? ` order by t.${quoteIdentifier(dialect, options.sort.field)} ${options.sort.order === 'desc' ? 'desc' : 'asc'}`
      : '';
    const page = ` limit ${wholeNumber(options.limit)} offset ${wholeNumber(options.offset)}`;
    return { text: `select * from (${inner}\n) as t${filters}${sort}${page}`, values: holders.values };
  };
  return { data: build('data'), count: build('count') };
}

/** No rows, only the result's field names (the editor's "parse SQL"). */
export function composeProbe(checked: CheckedSql, params: Record<string, string | null>): Bound {
  const holders = new Placeholders(checked.dialect);
  const inner = reportText(checked, params, holders);
  return { text: `select * from (${inner}\n) as t limit 0`, values: holders.values };
}
