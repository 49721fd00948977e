/**
 * Safe JavaScript text for the sandbox engine, generated from the validated math AST (never from the raw
 * query): only numeric literals, + − * / **, parentheses and an allowlist of Math members. The output is
 * re-checked against a character allowlist so a bug here cannot smuggle code into the sandbox.
 */
import type { Expr } from '../math/expr';

const MATH_FUNCTIONS: Readonly<Record<string, string>> = {
  sqrt: 'Math.sqrt',
  cbrt: 'Math.cbrt',
  abs: 'Math.abs',
  exp: 'Math.exp',
  log: 'Math.log',
  log10: 'Math.log10',
  log2: 'Math.log2',
  sin: 'Math.sin',
  cos: 'Math.cos',
  tan: 'Math.tan',
  asin: 'Math.asin',
  acos: 'Math.acos',
  atan: 'Math.atan',
  atan2: 'Math.atan2',
  sinh: 'Math.sinh',
  cosh: 'Math.cosh',
  tanh: 'Math.tanh',
  asinh: 'Math.asinh',
  acosh: 'Math.acosh',
  atanh: 'Math.atanh',
  floor: 'Math.floor',
  ceil: 'Math.ceil',
  sign: 'Math.sign',
  max: 'Math.max',
  min: 'Math.min',
  pow: 'Math.pow',
};
const ALLOWED_MEMBERS = new Set([...Object.values(MATH_FUNCTIONS), 'Math.PI', 'Math.E']);

class Untranslatable extends Error {}

function js(e: Expr): string {
  switch (e.k) {
    case 'num':
      if (!/^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(e.text)) throw new Untranslatable();
      return e.text;
    case 'const':
      if (e.name === 'pi') return 'Math.PI';
      if (e.name === 'e') return 'Math.E';
      if (e.name === 'tau') return '(2 * Math.PI)';
      throw new Untranslatable();
    case 'var':
      throw new Untranslatable();
    case 'fn': {
      const f = MATH_FUNCTIONS[e.name];
      if (!f || (e.name === 'log' && e.args.length !== 1)) throw new Untranslatable();
      return `${f}(${e.args.map(js).join(', ')})`;
    }
    case 'op': {
      const [a, b] = e.args as [Expr, Expr];
      switch (e.op) {
        case '+':
        case '-':
        case '*':
        case '/':
          return `(${js(a)} ${e.op} ${js(b)})`;
        case '^':
          return `(${js(a)} ** ${js(b)})`;
        case 'neg':
          return `(-${js(a)})`;
        default:
          throw new Untranslatable();
      }
    }
    default:
      throw new Untranslatable();
  }
}

/** JS text for the expression, or null when it uses something outside the translatable subset. */
export function toSafeJs(e: Expr): string | null {
  let out: string;
  try {
    out = js(e);
  } catch (err) {
    if (err instanceof Untranslatable) return null;
    throw err;
  }
  const members = out.match(/Math\.[A-Za-z0-9]+/g) ?? [];
  if (!members.every((m) => ALLOWED_MEMBERS.has(m))) return null;
  const rest = out.replace(/Math\.[A-Za-z0-9]+/g, '');
  return /^[0-9eE.+\-*/(), ]*$/.test(rest) ? out : null;
}
