/**
 * Second symbolic opinion from algebrite (`simplify(circexp(lhs − rhs))`), used only where its answer can be
 * trusted and its cost is bounded:
 * - it assumes positive reals when simplifying logs/roots and cancels removable singularities, so a zero is
 *   accepted only for differences without log/sqrt/abs/inverse functions/non-integer powers and without a
 *   variable denominator (our semantics also needs both sides defined at the same points);
 * - it cannot be interrupted and expansion is exponential ((x+1)^60 took 55 s in Node), so inputs are capped
 *   by node count and exponent before calling it;
 * - it keeps global state, so every call starts with `clearall` and variables are renamed to fresh symbols.
 */
import Algebrite from 'algebrite';
import { constantValue, type Expr, freeVariables } from './expr';

const MAX_NODES = 40;
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
const TRIG = new Set(['sin', 'cos', 'tan', 'sinh', 'cosh', 'tanh']);

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
      return names.get(e.name)!;
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
  }
}

function decimalAsFraction(text: string): string {
  const [i = '0', f = ''] = text.split('.');
  return `(${BigInt(i + f)}/${10n ** BigInt(f.length)})`;
}

function hasTrig(e: Expr): boolean {
  return (e.k === 'fn' && TRIG.has(e.name)) || ((e.k === 'op' || e.k === 'fn') && e.args.some(hasTrig));
}

export type AlgebriteVerdict = 'ZERO' | 'NONZERO' | 'NOT_ELIGIBLE' | 'ERROR';

/** Whether algebrite reduces lhs − rhs to 0, restricted to inputs where that answer is sound and cheap. */
export function algebriteDifferenceIsZero(lhs: Expr, rhs: Expr): { verdict: AlgebriteVerdict; difference?: string } {
  if (size(lhs) + size(rhs) > MAX_NODES) return { verdict: 'NOT_ELIGIBLE' };
  const vars = freeVariables({ k: 'op', op: '-', args: [lhs, rhs] });
  const names = new Map(vars.map((v, i) => [v, `vv${String.fromCharCode(97 + i)}`]));
  let script: string;
  try {
    const diff = `(${toAlgebrite(lhs, names)})-(${toAlgebrite(rhs, names)})`;
    script = hasTrig(lhs) || hasTrig(rhs) ? `simplify(circexp(${diff}))` : `simplify(${diff})`;
  } catch (err) {
    if (err instanceof NotEligible) return { verdict: 'NOT_ELIGIBLE' };
    throw err;
  }
  try {
    Algebrite.run('clearall');
    const out = Algebrite.run(script).toString().trim();
    if (out === '' || /stop|error|nil/i.test(out)) return { verdict: 'ERROR' };
    let shown = out;
    for (const [v, n] of names) shown = shown.split(n).join(v);
    return { verdict: out === '0' ? 'ZERO' : 'NONZERO', difference: shown };
  } catch {
    return { verdict: 'ERROR' };
  } finally {
    try {
      Algebrite.run('clearall');
    } catch {
      /* state is reset again before the next call */
    }
  }
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
