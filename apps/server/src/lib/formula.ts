/**
 * Formulas of computed statistical types, e.g. `S1001 / S1002` (GDP per person): numbers, `S<number>` series
 * references, + - * / (binary and unary) and parentheses. Anything else — functions, powers, assignments, property
 * access, implicit multiplication, strings, matrices — is refused. Nothing is ever evaluated as code: the compiled
 * tree below is evaluated by our own four-operation interpreter.
 *
 * The language is the one of mathjs's `parse` restricted to those nodes (what the platform has always accepted),
 * read here by a small parser of its own: loading mathjs built all of its functions at import (+32 MB of
 * V8 heap, 30–40 MB of the idle server; bench/README.md "Idle memory"). It follows mathjs's tokenizer and
 * precedence: whitespace is space, tab and no-break space, and a newline inside parentheses or after an operator;
 * `#` starts a comment; numbers are decimal (`1.5e3`, `.5`, `2.`) or binary, octal and hexadecimal (`0x1F`,
 * `0b1.1`, `0xFFi8`); unary minus binds tighter than * and /; `x%` is `x / 100` where no operand follows, and
 * `a + b%`, `a - b%` are `a + a * b / 100`, `a - a * b / 100`. apps/server/test/formula.test.ts compares it with
 * mathjs on thousands of formulas. One difference, on purpose: mathjs reads a `%` followed by an unfinished term
 * (`5%(S1`, `5%-`) as a percentage and drops the rest of the text; here that is refused.
 */
export type Formula =
  | { kind: 'number'; value: number }
  | { kind: 'ref'; ref: string }
  | { kind: 'neg'; arg: Formula }
  | { kind: 'op'; op: '+' | '-' | '*' | '/'; left: Formula; right: Formula };

export class FormulaError extends Error {}

const refPattern = /^S([1-9]\d{0,17})$/;
const maxLength = 500;
/** At most this many nodes in mathjs's tree of the formula (parentheses count; a percentage's base twice). */
const maxNodes = 200;

/** mathjs's operators and punctuation, longest first (its tokenizer's table). */
const delimiters3 = new Set(['>>>']);
const delimiters2 = new Set(['.*', './', '.^', '^|', '?.', '??', '==', '!=', '<=', '>=', '<<', '>>']);
const delimiters1 = new Set([
  ',',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '"',
  "'",
  ';',
  '+',
  '-',
  '*',
  '/',
  '%',
  '^',
  '~',
  '!',
  '&',
  '|',
  '=',
  ':',
  '?',
  '<',
  '>',
]);
/** Words mathjs reads as operators. */
const namedDelimiters = new Set(['mod', 'to', 'in', 'and', 'xor', 'or', 'not']);

type TokenType = 'delimiter' | 'number' | 'symbol';

const isDigit = (c: string) => c >= '0' && c <= '9';
const isDecimalMark = (c: string, next: string) => c === '.' && next !== '/' && next !== '*' && next !== '^';
const isLatinOrGreek = (c: string) => /^[a-zA-Z_$\u00C0-\u02AF\u0370-\u03FF\u2100-\u214F]$/.test(c);
const isMathSymbol = (high: string, low: string) =>
  high === '\uD835' &&
  /^[\uDC00-\uDFFF]$/.test(low) &&
  /^[^\uDC55\uDC9D\uDCA0\uDCA1\uDCA3\uDCA4\uDCA7\uDCA8\uDCAD\uDCBA\uDCBC\uDCC4\uDD06\uDD0B\uDD0C\uDD15\uDD1D\uDD3A\uDD3F\uDD45\uDD47-\uDD49\uDD51\uDEA6\uDEA7\uDFCC\uDFCD]$/.test(
    low,
  );
const isAlpha = (c: string, prev: string, next: string) =>
  isLatinOrGreek(c) || isMathSymbol(c, next) || isMathSymbol(prev, c);

/** A number literal's value as mathjs reads it (its `number(string)`); throws when it is not a number. */
function numberValue(token: string): number {
  const radixMatch = /(0[box])([0-9a-fA-F]*)\.([0-9a-fA-F]*)/.exec(token);
  if (radixMatch) {
    const radix = { '0b': 2, '0o': 8, '0x': 16 }[radixMatch[1] as '0b' | '0o' | '0x'];
    let value = Number.parseInt(radixMatch[2] ?? '', radix);
    for (const [i, digit] of [...(radixMatch[3] ?? '')].entries())
      value += Number.parseInt(digit, radix) / radix ** (i + 1);
    if (Number.isNaN(value)) throw new FormulaError('syntax');
    return value;
  }
  let text = token;
  const sizeMatch = /(0[box][0-9a-fA-F]*)i([0-9]*)/.exec(token);
  const size = sizeMatch ? Number(sizeMatch[2]) : 0;
  if (sizeMatch) text = sizeMatch[1] ?? '';
  let value = Number(text);
  if (Number.isNaN(value)) throw new FormulaError('syntax');
  if (sizeMatch) {
    if (value > 2 ** size - 1) throw new FormulaError('syntax');
    if (value >= 2 ** (size - 1)) value -= 2 ** size;
  }
  return value;
}

/** A node being built: the formula, its size in mathjs's tree, and whether it is a percentage (`x%`). */
interface Built {
  formula: Formula;
  nodes: number;
  percentage?: boolean;
}

class Parser {
  private index = 0;
  private nesting = 0;
  token = '';
  type: TokenType = 'delimiter';

  constructor(private readonly text: string) {}

  private char(offset = 0) {
    return this.text.charAt(this.index + offset);
  }

  /** The next token, as mathjs's tokenizer reads it ('' at the end). */
  next() {
    this.type = 'delimiter';
    this.token = '';
    for (;;) {
      if (this.char() === '#') while (this.char() !== '\n' && this.char() !== '') this.index += 1;
      const c = this.char();
      if (c === ' ' || c === '\t' || c === '\u00A0' || (c === '\n' && this.nesting > 0)) this.index += 1;
      else break;
    }
    const c = this.char();
    if (c === '') return;
    if (c === '\n') {
      this.token = c;
      this.index += 1;
      return;
    }
    const c2 = this.text.slice(this.index, this.index + 2);
    const c3 = this.text.slice(this.index, this.index + 3);
    if (delimiters3.has(c3)) {
      this.token = c3;
      this.index += 3;
      return;
    }
    if (delimiters2.has(c2) && (c2 !== '?.' || !isDigit(this.char(2)))) {
      this.token = c2;
      this.index += 2;
      return;
    }
    if (delimiters1.has(c)) {
      this.token = c;
      this.index += 1;
      return;
    }
    if (isDigit(c) || c === '.') {
      this.type = 'number';
      this.number();
      return;
    }
    if (isAlpha(c, this.char(-1), this.char(1))) {
      const start = this.index;
      while (isAlpha(this.char(), this.char(-1), this.char(1)) || isDigit(this.char())) this.index += 1;
      this.token = this.text.slice(start, this.index);
      this.type = namedDelimiters.has(this.token) ? 'delimiter' : 'symbol';
      return;
    }
    throw new FormulaError('syntax');
  }

  private number() {
    const start = this.index;
    const take = () => {
      this.index += 1;
    };
    const alnum = () => isAlpha(this.char(), this.char(-1), this.char(1)) || isDigit(this.char());
    const prefix = this.text.slice(this.index, this.index + 2);
    if (prefix === '0b' || prefix === '0o' || prefix === '0x') {
      this.index += 2;
      while (alnum()) take();
      if (this.char() === '.') {
        take();
        while (alnum()) take();
      } else if (this.char() === 'i') {
        take();
        while (isDigit(this.char())) take();
      }
    } else {
      if (this.char() === '.') {
        take();
        if (!isDigit(this.char())) {
          // a lone dot (mathjs's property access)
          this.type = 'delimiter';
          this.token = '.';
          return;
        }
      } else {
        while (isDigit(this.char())) take();
        if (isDecimalMark(this.char(), this.char(1))) take();
      }
      while (isDigit(this.char())) take();
      if (this.char() === 'E' || this.char() === 'e') {
        if (isDigit(this.char(1)) || this.char(1) === '-' || this.char(1) === '+') {
          take();
          if (this.char() === '+' || this.char() === '-') take();
          if (!isDigit(this.char())) throw new FormulaError('syntax');
          while (isDigit(this.char())) take();
          if (isDecimalMark(this.char(), this.char(1))) throw new FormulaError('syntax');
        } else if (isDecimalMark(this.char(1), this.char(2))) {
          throw new FormulaError('syntax');
        }
      }
    }
    this.token = this.text.slice(start, this.index);
  }

  /** Whether the current token is `token` (a method, so that TypeScript does not narrow `token` across next()). */
  private at(token: string) {
    return this.token === token;
  }

  private nextSkippingNewlines() {
    do this.next();
    while (this.token === '\n');
  }

  /** The whole formula: one expression, nothing after it (mathjs's blocks, `a; b` or `a⏎b`, are refused). */
  formula(): Built {
    this.next();
    const built = this.sum();
    if (this.token !== '') throw new FormulaError(`not allowed: ${this.token}`);
    return built;
  }

  /** Sums and differences, left to right; `a ± b%` is `a ± a * b%`. */
  private sum(): Built {
    let left = this.product();
    while (this.token === '+' || this.token === '-') {
      const op = this.token;
      this.nextSkippingNewlines();
      let right = this.product();
      if (right.percentage) {
        right = {
          formula: { kind: 'op', op: '*', left: left.formula, right: right.formula },
          nodes: 1 + left.nodes + right.nodes,
        };
      }
      left = {
        formula: { kind: 'op', op, left: left.formula, right: right.formula },
        nodes: 1 + left.nodes + right.nodes,
      };
    }
    return left;
  }

  /** Products and quotients, left to right; no implicit multiplication, no `.*`, `./`, `%` or `mod` between terms. */
  private product(): Built {
    let left = this.factor();
    for (;;) {
      if (this.type === 'symbol' || this.type === 'number' || this.token === '(') {
        throw new FormulaError('implicit multiplication');
      }
      if (this.token !== '*' && this.token !== '/') return left;
      const op = this.token;
      this.nextSkippingNewlines();
      const right = this.factor();
      left = {
        formula: { kind: 'op', op, left: left.formula, right: right.formula },
        nodes: 1 + left.nodes + right.nodes,
      };
    }
  }

  /** A signed term, and `x%` (x / 100) when the `%` has no operand after it (else it is mathjs's modulo). */
  private factor(): Built {
    const term = this.unary();
    if (this.token !== '%') return term;
    this.nextSkippingNewlines();
    const startsTerm =
      this.type !== 'delimiter' ||
      namedDelimiters.has(this.token) ||
      ['-', '+', '~', '(', '[', '{', '"', "'"].includes(this.token);
    if (startsTerm) throw new FormulaError('modulo');
    return {
      formula: { kind: 'op', op: '/', left: term.formula, right: { kind: 'number', value: 100 } },
      nodes: term.nodes + 2,
      percentage: true,
    };
  }

  private unary(): Built {
    if (this.token === '-' || this.token === '+') {
      const minus = this.token === '-';
      this.nextSkippingNewlines();
      const arg = this.unary();
      return { formula: minus ? { kind: 'neg', arg: arg.formula } : arg.formula, nodes: arg.nodes + 1 };
    }
    const built = this.primary();
    // powers, factorials, transposes, `??`, and function calls, indexes or properties of what came before
    if (['^', '.^', '??', '!', "'", '(', '[', '.', '?.'].includes(this.token)) {
      throw new FormulaError(`operator ${this.token}`);
    }
    return built;
  }

  private primary(): Built {
    if (this.type === 'symbol') {
      const name = this.token;
      if (!refPattern.test(name)) throw new FormulaError(`unknown name ${name}`);
      this.next();
      return { formula: { kind: 'ref', ref: name }, nodes: 1 };
    }
    if (this.type === 'number') {
      const value = numberValue(this.token);
      if (!Number.isFinite(value)) throw new FormulaError('only numbers');
      this.next();
      return { formula: { kind: 'number', value }, nodes: 1 };
    }
    if (this.token === '(') {
      this.nesting += 1;
      this.next();
      const content = this.sum();
      if (!this.at(')')) throw new FormulaError('syntax');
      this.nesting -= 1;
      this.next();
      return { formula: content.formula, nodes: content.nodes + 1 };
    }
    throw new FormulaError(`not allowed: ${this.token || 'end'}`);
  }
}

/** Parses and checks a formula; throws FormulaError when it is not in the allowed language. */
export function parseFormula(text: string): Formula {
  const source = text.trim();
  if (source === '' || source.length > maxLength) throw new FormulaError('empty or too long');
  const built = new Parser(source).formula();
  if (built.nodes > maxNodes) throw new FormulaError('formula too long');
  return built.formula;
}

/** The series references of a formula, each once, in order of appearance (e.g. ['S1001', 'S1002']). */
export function formulaRefs(formula: Formula): string[] {
  const out: string[] = [];
  const walk = (f: Formula) => {
    if (f.kind === 'ref' && !out.includes(f.ref)) out.push(f.ref);
    else if (f.kind === 'neg') walk(f.arg);
    else if (f.kind === 'op') {
      walk(f.left);
      walk(f.right);
    }
  };
  walk(formula);
  return out;
}

/** The series number of a reference (`S1001` → `1001`). */
export const refNumber = (ref: string) => ref.slice(1);

/**
 * Evaluates a formula with the values of its references; undefined when a reference has no value
 * or the result is not a finite number (a division by zero gives no value, never Infinity).
 */
export function evaluateFormula(formula: Formula, values: (ref: string) => number | undefined): number | undefined {
  switch (formula.kind) {
    case 'number':
      return formula.value;
    case 'ref':
      return values(formula.ref);
    case 'neg': {
      const v = evaluateFormula(formula.arg, values);
      return v === undefined ? undefined : -v;
    }
    case 'op': {
      const a = evaluateFormula(formula.left, values);
      if (a === undefined) return undefined;
      const b = evaluateFormula(formula.right, values);
      if (b === undefined) return undefined;
      const r = formula.op === '+' ? a + b : formula.op === '-' ? a - b : formula.op === '*' ? a * b : a / b;
      return Number.isFinite(r) ? r : undefined;
    }
  }
}
