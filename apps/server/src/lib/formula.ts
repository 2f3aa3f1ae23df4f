import { createRequire } from 'node:module';
import path from 'node:path';
import type { FactoryFunctionMap, MathNode } from 'mathjs';

/**
 * Formulas of computed statistical types, e.g. `S1001 / S1002` (GDP per person). mathjs only parses; the tree is
 * checked to the platform's language: numbers, `S<number>` series references, + - * / (binary and unary) and
 * parentheses. Anything else — functions, powers, assignments, property access, implicit multiplication, strings,
 * matrices — is refused. Nothing is ever evaluated by mathjs: the compiled tree below is evaluated by our own
 * four-operation interpreter.
 *
 * mathjs's entry builds all of its functions when it is imported (+32 MB of V8 heap). Only its parser is built
 * here, through its factory (`create({ parseDependencies })`, which loads the factories the parser needs and no
 * others), on the first formula read: a process that reads none never loads mathjs (docs/decisions.md).
 */
export type Formula =
  | { kind: 'number'; value: number }
  | { kind: 'ref'; ref: string }
  | { kind: 'neg'; arg: Formula }
  | { kind: 'op'; op: '+' | '-' | '*' | '/'; left: Formula; right: Formula };

export class FormulaError extends Error {}

const refPattern = /^S([1-9]\d{0,17})$/;
const binary = new Set(['+', '-', '*', '/']);
const maxLength = 500;
/** At most this many nodes in mathjs's tree of the formula (parentheses count; a percentage's base twice). */
const maxNodes = 200;

type MathJs = typeof import('mathjs');
let mathParse: MathJs['parse'] | undefined;

/**
 * mathjs's parse, built on first use. Loaded synchronously (callers read formulas inside synchronous code, such as
 * the type graph), from mathjs's CommonJS build: its package `exports` offer only the entry that builds every
 * function, so the two modules of the factory route are required by their paths in the package.
 */
function parser(): MathJs['parse'] {
  if (!mathParse) {
    const require = createRequire(import.meta.url);
    const lib = path.dirname(require.resolve('mathjs'));
    const { create } = require(path.join(lib, 'core/create.js')) as Pick<MathJs, 'create'>;
    const { parseDependencies } = require(path.join(lib, 'entry/dependenciesAny/dependenciesParse.generated.js')) as {
      parseDependencies: FactoryFunctionMap;
    };
    mathParse = create({ parseDependencies }).parse;
  }
  return mathParse;
}

/**
 * A `%` followed, after blanks, newlines and comments, by the start of a term. mathjs reads it as a modulo when the
 * term is complete (refused below) and, when the term is unfinished (`5%(S1`, `5%-`), as a percentage whose tree
 * leaves out the rest of the text: that is refused too. Tested on the text without its comments (an accepted tree
 * holds no strings, so each `#` before such a `%` starts a comment).
 */
const percentBeforeTerm = /%[ \t\u00a0\n]*(?:[-+~([{"'0-9\p{L}_$]|\.[0-9])/u;

function compile(node: MathNode, budget: { nodes: number }): Formula {
  budget.nodes += 1;
  if (budget.nodes > maxNodes) throw new FormulaError('formula too long');
  switch (node.type) {
    case 'ParenthesisNode':
      return compile((node as unknown as { content: MathNode }).content, budget);
    case 'ConstantNode': {
      const value = (node as unknown as { value: unknown }).value;
      if (typeof value !== 'number' || !Number.isFinite(value)) throw new FormulaError('only numbers');
      return { kind: 'number', value };
    }
    case 'SymbolNode': {
      const name = (node as unknown as { name: string }).name;
      if (!refPattern.test(name)) throw new FormulaError(`unknown name ${name}`);
      return { kind: 'ref', ref: name };
    }
    case 'OperatorNode': {
      const op = node as unknown as { op: string; fn: string; args: MathNode[]; implicit?: boolean };
      if (op.implicit) throw new FormulaError('implicit multiplication');
      if (op.args.length === 1 && (op.fn === 'unaryMinus' || op.fn === 'unaryPlus')) {
        const arg = compile(op.args[0] as MathNode, budget);
        return op.fn === 'unaryMinus' ? { kind: 'neg', arg } : arg;
      }
      if (op.args.length === 2 && binary.has(op.op)) {
        return {
          kind: 'op',
          op: op.op as '+' | '-' | '*' | '/',
          left: compile(op.args[0] as MathNode, budget),
          right: compile(op.args[1] as MathNode, budget),
        };
      }
      throw new FormulaError(`operator ${op.op}`);
    }
    default:
      throw new FormulaError(`not allowed: ${node.type}`);
  }
}

/** Parses and checks a formula; throws FormulaError when it is not in the allowed language. */
export function parseFormula(text: string): Formula {
  const source = text.trim();
  if (source === '' || source.length > maxLength) throw new FormulaError('empty or too long');
  const parse = parser();
  let tree: MathNode;
  try {
    tree = parse(source);
  } catch {
    throw new FormulaError('syntax');
  }
  const formula = compile(tree, { nodes: 0 });
  if (percentBeforeTerm.test(source.replace(/#[^\n]*/g, ''))) throw new FormulaError('text after a percentage');
  return formula;
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
