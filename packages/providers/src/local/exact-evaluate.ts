/**
 * A tiny evaluator for the expressions the offline translator emits: numbers, + - * / ^, parentheses, unary minus and
 * sqrt/cbrt/abs. Arithmetic is exact over BigInt rationals (so 15/100*200 is 30, not 30.000000000000004) and falls back
 * to floating point only for irrational roots and non-integer powers. Precedence follows mathjs (the engine the service
 * evaluates with): `^` is right-associative and binds tighter than unary minus, so -2^2 = -4.
 * It exists because the providers package must not depend on the engines package.
 */

type Value = { exact: true; n: bigint; d: bigint } | { exact: false; f: number };

export type ExactResult = { ok: true; value: number; exact: boolean } | { ok: false; error: string };

const MAX_CHARS = 1000;
const MAX_DEPTH = 64;
/** Exact powers stop at this many result bits; beyond it the float result is as good as anything a caller can use. */
const MAX_EXACT_BITS = 4096;

class ExactEvalError extends Error {}

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function rat(n: bigint, d: bigint): Value {
  if (d === 0n) throw new ExactEvalError('division by zero');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { exact: true, n: n / g, d: d / g };
}

function toNumber(v: Value): number {
  if (!v.exact) return v.f;
  const LIMIT = 1n << 53n;
  const absN = v.n < 0n ? -v.n : v.n;
  // One correctly rounded division when both parts are exact doubles (3/10 → 0.3, not 0.29999999999999993).
  if (absN <= LIMIT && v.d <= LIMIT) return Number(v.n) / Number(v.d);
  // Otherwise keep ~64 significant bits of the quotient and scale back.
  const shift = 64 - (bitLength(absN) - bitLength(v.d));
  const q = shift >= 0 ? (absN << BigInt(shift)) / v.d : absN / (v.d << BigInt(-shift));
  const x = Number(q) * 2 ** -shift;
  return v.n < 0n ? -x : x;
}

const float = (f: number): Value => {
  if (!Number.isFinite(f)) throw new ExactEvalError('result is not a finite number');
  return { exact: false, f };
};

function bitLength(x: bigint): number {
  return (x < 0n ? -x : x).toString(2).length;
}

/** Integer k-th root when x is a perfect k-th power (x ≥ 0), else null. */
function exactRoot(x: bigint, k: number): bigint | null {
  if (x < 0n) return null;
  if (x < 2n) return x;
  const K = BigInt(k);
  let r = BigInt(Math.round(Number(x) ** (1 / k)));
  if (bitLength(x) > 1000) {
    // Newton iteration from above when the float guess has overflowed.
    r = 1n << BigInt(Math.ceil(bitLength(x) / k));
    for (;;) {
      const next = ((K - 1n) * r + x / r ** (K - 1n)) / K;
      if (next >= r) break;
      r = next;
    }
  }
  for (const c of [r - 1n, r, r + 1n]) if (c >= 0n && c ** K === x) return c;
  return null;
}

function root(v: Value, k: 2 | 3): Value {
  if (v.exact) {
    const negative = v.n < 0n;
    if (negative && k === 2) throw new ExactEvalError('square root of a negative number');
    const n = exactRoot(negative ? -v.n : v.n, k);
    const d = exactRoot(v.d, k);
    if (n !== null && d !== null) return rat(negative ? -n : n, d);
  }
  const x = toNumber(v);
  if (k === 2 && x < 0) throw new ExactEvalError('square root of a negative number');
  return float(k === 2 ? Math.sqrt(x) : Math.cbrt(x));
}

function add(a: Value, b: Value, sign: 1n | -1n): Value {
  if (a.exact && b.exact) return rat(a.n * b.d + sign * b.n * a.d, a.d * b.d);
  return float(toNumber(a) + Number(sign) * toNumber(b));
}

function mul(a: Value, b: Value): Value {
  if (a.exact && b.exact) return rat(a.n * b.n, a.d * b.d);
  return float(toNumber(a) * toNumber(b));
}

function div(a: Value, b: Value): Value {
  if (toNumber(b) === 0 && (!b.exact || b.n === 0n)) throw new ExactEvalError('division by zero');
  if (a.exact && b.exact) return rat(a.n * b.d, a.d * b.n);
  return float(toNumber(a) / toNumber(b));
}

function pow(a: Value, b: Value): Value {
  if (a.exact && b.exact && b.d === 1n) {
    const e = b.n < 0n ? -b.n : b.n;
    const bits = Math.max(bitLength(a.n), bitLength(a.d)) * Number(e);
    if (bits <= MAX_EXACT_BITS) {
      if (b.n < 0n && a.n === 0n) throw new ExactEvalError('division by zero');
      return b.n < 0n ? rat(a.d ** e, a.n ** e) : rat(a.n ** e, a.d ** e);
    }
  }
  if (a.exact && b.exact && (b.d === 2n || b.d === 3n)) {
    const r = root(a, Number(b.d) as 2 | 3);
    return pow(r, rat(b.n, 1n));
  }
  const x = toNumber(a);
  const y = toNumber(b);
  if (x < 0 && !Number.isInteger(y)) throw new ExactEvalError('non-real power');
  return float(x ** y);
}

const TOKEN = /\s*(?:(\d+(?:\.\d*)?(?:e[-+]?\d+)?|\.\d+(?:e[-+]?\d+)?)|([a-z]+)|(\S))/giy;

function tokenize(src: string): string[] {
  const out: string[] = [];
  TOKEN.lastIndex = 0;
  // The last alternative matches any non-space character, so the loop only stops at trailing whitespace.
  for (let m = TOKEN.exec(src); m; m = TOKEN.exec(src)) out.push(m[0].trim());
  return out;
}

function parseNumber(text: string): Value {
  const m = /^(\d*)(?:\.(\d*))?(?:e([-+]?\d+))?$/i.exec(text);
  if (!m) throw new ExactEvalError('bad number');
  const whole = m[1] ?? '';
  const frac = m[2] ?? '';
  const exp = Number(m[3] ?? 0) - frac.length;
  if (Math.abs(exp) > 400) return float(Number(text));
  const digits = BigInt(`${whole}${frac}` || '0');
  return exp >= 0 ? rat(digits * 10n ** BigInt(exp), 1n) : rat(digits, 10n ** BigInt(-exp));
}

class Parser {
  #i = 0;
  #depth = 0;
  constructor(private readonly tokens: string[]) {}

  parse(): Value {
    const v = this.sum();
    if (this.#i !== this.tokens.length) throw new ExactEvalError('unexpected token');
    return v;
  }

  #peek(): string | undefined {
    return this.tokens[this.#i];
  }

  #take(expected?: string): string {
    const t = this.tokens[this.#i++];
    if (t === undefined || (expected !== undefined && t !== expected)) throw new ExactEvalError('syntax error');
    return t;
  }

  sum(): Value {
    let v = this.product();
    for (let t = this.#peek(); t === '+' || t === '-'; t = this.#peek()) {
      this.#take();
      v = add(v, this.product(), t === '+' ? 1n : -1n);
    }
    return v;
  }

  product(): Value {
    let v = this.unary();
    for (let t = this.#peek(); t === '*' || t === '/'; t = this.#peek()) {
      this.#take();
      const r = this.unary();
      v = t === '*' ? mul(v, r) : div(v, r);
    }
    return v;
  }

  unary(): Value {
    const t = this.#peek();
    if (t === '-' || t === '+') {
      this.#take();
      const v = this.unary();
      return t === '-' ? mul(rat(-1n, 1n), v) : v;
    }
    return this.power();
  }

  power(): Value {
    const base = this.atom();
    if (this.#peek() !== '^') return base;
    this.#take();
    return pow(base, this.unary());
  }

  atom(): Value {
    if (++this.#depth > MAX_DEPTH) throw new ExactEvalError('expression too deeply nested');
    try {
      const t = this.#take();
      if (t === '(') {
        const v = this.sum();
        this.#take(')');
        return v;
      }
      if (/^[\d.]/.test(t)) return parseNumber(t);
      const fn = t.toLowerCase();
      if (fn === 'sqrt' || fn === 'cbrt' || fn === 'abs') {
        this.#take('(');
        const v = this.sum();
        this.#take(')');
        if (fn === 'abs') return v.exact ? rat(v.n < 0n ? -v.n : v.n, v.d) : float(Math.abs(v.f));
        return root(v, fn === 'sqrt' ? 2 : 3);
      }
      throw new ExactEvalError('unknown symbol');
    } finally {
      this.#depth--;
    }
  }
}

/** Evaluates `expression`; errors are short generic phrases (division by zero, syntax error, …), never stack traces. */
export function evaluateExact(expression: string): ExactResult {
  if (expression.length > MAX_CHARS) return { ok: false, error: 'expression too long' };
  try {
    const v = new Parser(tokenize(expression)).parse();
    if (!Number.isFinite(toNumber(v))) return { ok: false, error: 'result is not a finite number' };
    return { ok: true, value: toNumber(v), exact: v.exact };
  } catch (e) {
    if (e instanceof ExactEvalError) return { ok: false, error: e.message };
    return { ok: false, error: 'evaluation failed' };
  }
}
