/**
 * A lexer of MySQL / MariaDB report SQL (external data sources), just precise enough to tell code from string
 * literals, quoted identifiers and comments; PostgreSQL's own parser cannot read that dialect. PostgreSQL report
 * SQL is read by PostgreSQL's own scanner and parser instead (postgres-guard.ts). The guard (sql-guard.ts)
 * checks the code tokens; the executed text is rebuilt from the tokens with comments removed and `${name}`
 * parameters replaced by placeholders (sql-compose.ts), and the session pins the lexical settings this lexer
 * assumes (no ANSI_QUOTES, no NO_BACKSLASH_ESCAPES).
 */
export type Dialect = 'postgres' | 'mysql';

export type TokenKind =
  | 'word'
  | 'quoted' // a quoted identifier: `x`
  | 'string' // a string literal: '...' or "..."
  | 'number'
  | 'param' // ${name}
  | 'positional' // ?: refused, reports bind their own
  | 'comment'
  | 'space'
  | 'symbol'
  | 'code'; // a run of code between parameters (postgres-guard.ts)

export interface Token {
  kind: TokenKind;
  /** The source text of the token. */
  text: string;
  /** Lower-cased word, identifier without quotes, or parameter name. */
  value: string;
}

export class SqlLexError extends Error {}

const WORD_START = /[A-Za-z_\u0080-\uffff]/;
const WORD_PART = /[A-Za-z0-9_$\u0080-\uffff]/;
const PARAM = /^\$\{([A-Za-z_][A-Za-z0-9_]*)\}/;

/** The end of a quoted run starting at `start` (the opening quote), honouring doubled quotes and escapes. */
function quotedEnd(sql: string, start: number, quote: string, backslashEscapes: boolean): number {
  let i = start + 1;
  while (i < sql.length) {
    const c = sql[i];
    if (backslashEscapes && c === '\\') {
      i += 2;
      continue;
    }
    if (c === quote) {
      if (sql[i + 1] === quote) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i += 1;
  }
  throw new SqlLexError('unterminated quote');
}

function blockCommentEnd(sql: string, start: number): number {
  const end = sql.indexOf('*/', start + 2);
  if (end === -1) throw new SqlLexError('unterminated comment');
  return end + 2;
}

/** MySQL tokens; PostgreSQL SQL is refused here (postgres-guard.ts reads it). */
export function tokenize(sql: string, dialect: Dialect): Token[] {
  if (dialect !== 'mysql') throw new Error('PostgreSQL report SQL is read by postgres-guard.ts');
  const tokens: Token[] = [];
  const push = (kind: TokenKind, start: number, end: number, value?: string) => {
    const text = sql.slice(start, end);
    tokens.push({ kind, text, value: value ?? text.toLowerCase() });
  };
  let i = 0;
  while (i < sql.length) {
    const c = sql[i] as string;
    const rest = sql.slice(i, i + 3);
    let end: number;
    if (/\s/.test(c)) {
      end = i + 1;
      while (end < sql.length && /\s/.test(sql[end] as string)) end += 1;
      push('space', i, end);
    } else if (/^--(\s|$)/.test(rest) || c === '#') {
      end = sql.indexOf('\n', i);
      end = end === -1 ? sql.length : end;
      push('comment', i, end);
    } else if (rest.startsWith('/*')) {
      end = blockCommentEnd(sql, i);
      push('comment', i, end);
    } else if (c === "'" || c === '"') {
      end = quotedEnd(sql, i, c, true);
      push('string', i, end, sql.slice(i + 1, end - 1));
    } else if (c === '`') {
      end = quotedEnd(sql, i, '`', false);
      push('quoted', i, end, sql.slice(i + 1, end - 1).replaceAll('``', '`'));
    } else if (c === '$' && PARAM.test(sql.slice(i))) {
      const param = PARAM.exec(sql.slice(i)) as RegExpExecArray;
      end = i + param[0].length;
      push('param', i, end, param[1]);
    } else if (c === '?') {
      end = i + 1;
      push('positional', i, end);
    } else if (WORD_START.test(c)) {
      end = i + 1;
      while (end < sql.length && WORD_PART.test(sql[end] as string)) end += 1;
      push('word', i, end);
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(sql[i + 1] ?? ''))) {
      end = i + 1;
      while (end < sql.length && /[0-9A-Za-z_.]/.test(sql[end] as string)) end += 1;
      push('number', i, end);
    } else {
      end = i + 1;
      push('symbol', i, end);
    }
    i = end;
  }
  return tokens;
}

/** The tokens that mean something: no spaces, no comments. */
export const codeTokens = (tokens: readonly Token[]) =>
  tokens.filter((t) => t.kind !== 'space' && t.kind !== 'comment');
