import { type MathNode, parse } from 'mathjs';

/**
 * Formulas of computed statistical types, e.g. `S1001 / S1002` (GDP per person).
 * mathjs only parses; we walk the tree and accept numbers, `S<number>` series references, + - * /
 * (binary and unary) and parentheses. Anything else — functions, powers, assignments, property access,
 * implicit multiplication, strings, matrices — is refused. Nothing is ever evaluated by mathjs: the
 * compiled tree below is evaluated by our own four-operation interpreter.
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
const maxNodes = 200;

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
  let tree: MathNode;
  try {
    tree = parse(source);
  } catch {
    throw new FormulaError('syntax');
  }
  return compile(tree, { nodes: 0 });
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
