/**
 * A lexer of report SQL, just precise enough to tell code from string literals, quoted identifiers and
 * comments. The guard (sql-guard.ts) uses it for MySQL sources, which PostgreSQL's parser cannot read
 * (PostgreSQL report SQL is checked by PostgreSQL's own scanner and parser: postgres-guard.ts); the
 * executed text is rebuilt from the tokens with comments removed and `${name}` parameters replaced by
 * placeholders (sql-compose.ts), and the session pins the lexical settings this lexer assumes
 * (PostgreSQL standard_conforming_strings on; MySQL without ANSI_QUOTES and NO_BACKSLASH_ESCAPES).
 */
export type Dialect = 'postgres' | 'mysql';

export type TokenKind =
  | 'word'
  | 'quoted' // a quoted identifier: "x" (PostgreSQL) or `x` (MySQL)
  | 'string' // a string literal, dollar-quoted bodies included
  | 'number'
  | 'param' // ${name}
  | 'positional' // $1 (PostgreSQL) or ? (MySQL): refused, reports bind their own
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
const DOLLAR_TAG = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/;
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

function blockCommentEnd(sql: string, start: number, nested: boolean): number {
  let depth = 1;
  let i = start + 2;
  while (i < sql.length) {
    if (nested && sql.startsWith('/*', i)) {
      depth += 1;
      i += 2;
    } else if (sql.startsWith('*/', i)) {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else i += 1;
  }
  throw new SqlLexError('unterminated comment');
}

export function tokenize(sql: string, dialect: Dialect): Token[] {
  const tokens: Token[] = [];
  const push = (kind: TokenKind, start: number, end: number, value?: string) => {
    const text = sql.slice(start, end);
    tokens.push({ kind, text, value: value ?? text.toLowerCase() });
  };
  const mysql = dialect === 'mysql';
  let i = 0;
  while (i < sql.length) {
    const c = sql[i] as string;
    const rest = sql.slice(i, i + 3);
    let end: number;
    if (/\s/.test(c)) {
      end = i + 1;
      while (end < sql.length && /\s/.test(sql[end] as string)) end += 1;
      push('space', i, end);
    } else if ((rest.startsWith('--') && (!mysql || /^--(\s|$)/.test(rest))) || (mysql && c === '#')) {
      end = sql.indexOf('\n', i);
      end = end === -1 ? sql.length : end;
      push('comment', i, end);
    } else if (rest.startsWith('/*')) {
      end = blockCommentEnd(sql, i, !mysql);
      push('comment', i, end);
    } else if (c === "'") {
      // PostgreSQL: E'...' strings take backslash escapes (the E is the preceding word token).
      const previous = tokens.at(-1);
      const escaped = mysql || (previous?.kind === 'word' && previous.value === 'e');
      end = quotedEnd(sql, i, "'", escaped);
      push('string', i, end, sql.slice(i + 1, end - 1));
    } else if (c === '"') {
      end = quotedEnd(sql, i, '"', mysql);
      push(mysql ? 'string' : 'quoted', i, end, sql.slice(i + 1, end - 1).replaceAll('""', '"'));
    } else if (mysql && c === '`') {
      end = quotedEnd(sql, i, '`', false);
      push('quoted', i, end, sql.slice(i + 1, end - 1).replaceAll('``', '`'));
    } else if (c === '$') {
      const param = PARAM.exec(sql.slice(i));
      const tag = mysql ? null : DOLLAR_TAG.exec(sql.slice(i));
      if (param) {
        end = i + param[0].length;
        push('param', i, end, param[1]);
      } else if (!mysql && /[0-9]/.test(sql[i + 1] ?? '')) {
        end = i + 1;
        while (/[0-9]/.test(sql[end] ?? '')) end += 1;
        push('positional', i, end);
      } else if (tag) {
        const close = sql.indexOf(tag[0], i + tag[0].length);
        if (close === -1) throw new SqlLexError('unterminated dollar quote');
        end = close + tag[0].length;
        push('string', i, end, sql.slice(i + tag[0].length, close));
      } else {
        end = i + 1;
        push('symbol', i, end);
      }
    } else if (mysql && c === '?') {
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
