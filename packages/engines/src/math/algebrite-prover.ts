/**
 * algebrite's exact evaluation of a closed expression: the consensus engine's independent "symbolic" opinion. The
 * math engine does not use algebrite to decide anything (its own exact prover does). Inputs are capped by size and
 * exponent before calling it, because algebrite cannot be interrupted; it keeps global state, so every call starts
 * and ends with `clearall`.
 */
import Algebrite from 'algebrite';
import { type Expr, freeVariables } from './expr.ts';

const MAX_EXPONENT = 6;
const TRUSTED_FUNCTIONS: Readonly<Record<string, string>> = {
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
  exp: 'exp',
  sinh: 'sinh',
  cosh: 'cosh',
  tanh: 'tanh',
};
/** Extra functions allowed when evaluating closed expressions (no variables, so no positivity assumption). */
const CLOSED_FUNCTIONS: Readonly<Record<string, string>> = { sqrt: 'sqrt', log: 'log', abs: 'abs' };

class NotEligible extends Error {}

function size(e: Expr): number {
  return 1 + (e.k === 'op' || e.k === 'fn' ? e.args.reduce((s, a) => s + size(a), 0) : 0);
}

function toAlgebrite(e: Expr, names: ReadonlyMap<string, string>, closed = false): string {
  switch (e.k) {
    case 'num': {
      if (!/^\d+(\.\d+)?$/.test(e.text)) throw new NotEligible();
      return e.text.includes('.') ? decimalAsFraction(e.text) : e.text;
    }
    case 'var':
      return names.get(e.name) ?? '';
    case 'const':
      if (e.name === 'pi') return 'pi';
      if (e.name === 'e') return 'exp(1)';
      throw new NotEligible();
    case 'fn': {
      const f = TRUSTED_FUNCTIONS[e.name] ?? (closed ? CLOSED_FUNCTIONS[e.name] : undefined);
      if (!f) throw new NotEligible();
      return `${f}(${e.args.map((a) => toAlgebrite(a, names, closed)).join(',')})`;
    }
    case 'op': {
      const [a, b] = e.args as [Expr, Expr];
      switch (e.op) {
        case '+':
        case '-':
        case '*':
          return `(${toAlgebrite(a, names, closed)})${e.op}(${toAlgebrite(b, names, closed)})`;
        case 'neg':
          return `(-(${toAlgebrite(a, names, closed)}))`;
        case '/':
          if (freeVariables(b).length > 0) throw new NotEligible();
          return `(${toAlgebrite(a, names, closed)})/(${toAlgebrite(b, names, closed)})`;
        case '^': {
          const k = constantValue(b);
          const variableBase = freeVariables(a).length > 0;
          if (variableBase && (k === null || !Number.isInteger(k) || k < 0 || k > MAX_EXPONENT)) throw new NotEligible();
          if (!variableBase && (k === null || !Number.isInteger(k) || Math.abs(k) > (closed ? 2000 : 64))) {
            // constant^expression: only e^u (handled as exp) is trusted.
            if (!(a.k === 'const' && a.name === 'e')) throw new NotEligible();
            return `exp(${toAlgebrite(b, names, closed)})`;
          }
          return `(${toAlgebrite(a, names, closed)})^(${toAlgebrite(b, names, closed)})`;
        }
        default:
          throw new NotEligible();
      }
    }
    default:
      throw new NotEligible();
  }
}

/** Value of a purely numeric literal subtree (numbers, unary minus, + − × ÷), else null; float, for exponent caps only. */
function constantValue(e: Expr): number | null {
  if (e.k === 'num') return Number(e.text);
  if (e.k !== 'op') return null;
  const vals = e.args.map(constantValue);
  if (vals.some((v) => v === null)) return null;
  const [a = 0, b = 0] = vals as number[];
  switch (e.op) {
    case 'neg':
      return -a;
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return a / b;
    default:
      return null;
  }
}

function decimalAsFraction(text: string): string {
  const [i = '0', f = ''] = text.split('.');
  return `(${BigInt(i + f)}/${10n ** BigInt(f.length)})`;
}

/**
 * Evaluates a closed arithmetic expression with algebrite (the consensus "symbolic" engine): the exact form
 * (`1/3`, `2^(1/2)`) and, when that is not a plain rational, algebrite's own `float()` of it.
 */
export function algebriteEvaluate(e: Expr): { ok: true; exact: string; float: string } | { ok: false } {
  if (size(e) > 200 || freeVariables(e).length > 0) return { ok: false };
  let text: string;
  try {
    text = toAlgebrite(e, new Map(), true);
  } catch {
    return { ok: false };
  }
  try {
    Algebrite.run('clearall');
    const exact = Algebrite.run(text).toString().trim();
    if (/stop|error|nil/i.test(exact) || exact === '') return { ok: false };
    const float = /^-?\d+(\/\d+)?$/.test(exact) ? exact : Algebrite.run(`float(${text})`).toString().trim();
    if (!/^-?\d+(\.\d+)?(e[+-]?\d+)?(\/\d+)?$/i.test(float.replace(/\.\.\./g, ''))) return { ok: false };
    return { ok: true, exact, float };
  } catch {
    return { ok: false };
  } finally {
    try {
      Algebrite.run('clearall');
    } catch {
      /* reset again next time */
    }
  }
}
