/**
 * Consensus engine "exact-rational": our own tokenizer, parser and BigInt-fraction arithmetic, sharing no code
 * with mathjs, so its agreement is independent evidence. Supports decimals, + − × ÷, ^ with integer exponents,
 * unary minus and parentheses; anything else (functions, constants, implicit products) is reported unsupported.
 */
import { Rational } from '../exact/rational.ts';

export type RationalOutcome = { ok: true; value: Rational } | { ok: false; reason: 'unsupported' | 'division by zero' | 'too large' };

const MAX_BITS = 20_000;
class Unsupported extends Error {}
class DivZero extends Error {}
class TooLarge extends Error {}

type Tok = { t: 'num'; v: Rational } | { t: 'op'; v: string };

function tokenize(src: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src.charAt(i);
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const m = /^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/.exec(src.slice(i));
    if (m) {
      const v = Rational.parseDecimal(m[0]);
      if (!v) throw new TooLarge();
      out.push({ t: 'num', v });
      i += m[0].length;
      continue;
    }
    if ('+-*/^()'.includes(ch)) {
      out.push({ t: 'op', v: ch === '*' && src[i + 1] === '*' ? '^' : ch });
      i += ch === '*' && src[i + 1] === '*' ? 2 : 1;
      continue;
    }
    throw new Unsupported();
  }
  return out;
}

class Parser {
  private pos = 0;
  constructor(private readonly toks: Tok[]) {}

  parse(): Rational {
    const v = this.sum();
    if (this.pos !== this.toks.length) throw new Unsupported();
    return v;
  }
  private peek(): string | null {
    const t = this.toks[this.pos];
    return t && t.t === 'op' ? t.v : null;
  }
  private sum(): Rational {
    let v = this.product();
    for (let op = this.peek(); op === '+' || op === '-'; op = this.peek()) {
      this.pos++;
      const r = this.product();
      v = check(op === '+' ? v.add(r) : v.sub(r));
    }
    return v;
  }
  private product(): Rational {
    let v = this.unary();
    for (let op = this.peek(); op === '*' || op === '/'; op = this.peek()) {
      this.pos++;
      const r = this.unary();
      if (op === '/' && r.isZero()) throw new DivZero();
      v = check(op === '*' ? v.mul(r) : v.div(r));
    }
    return v;
  }
  private unary(): Rational {
    const op = this.peek();
    if (op === '-' || op === '+') {
      this.pos++;
      const v = this.unary();
      return op === '-' ? v.neg() : v;
    }
    return this.power();
  }
  /** `^` binds tighter than unary minus on its left (-2^2 = -4) and is right-associative. */
  private power(): Rational {
    const base = this.atom();
    if (this.peek() !== '^') return base;
    this.pos++;
    const exp = this.unary();
    if (!exp.isInteger()) throw new Unsupported();
    const k = Number(exp.num);
    if (base.isZero() && k < 0) throw new DivZero();
    if (Math.abs(k) * Math.max(1, base.bitSize()) > MAX_BITS) throw new TooLarge();
    return check(base.pow(k));
  }
  private atom(): Rational {
    const t = this.toks[this.pos++];
    if (!t) throw new Unsupported();
    if (t.t === 'num') {
      const next = this.toks[this.pos];
      if (next && (next.t === 'num' || next.v === '(')) throw new Unsupported(); // implicit product
      return t.v;
    }
    if (t.v !== '(') throw new Unsupported();
    const v = this.sum();
    if (this.toks[this.pos++]?.v !== ')') throw new Unsupported();
    const next = this.toks[this.pos];
    if (next && (next.t === 'num' || next.v === '(')) throw new Unsupported();
    return v;
  }
}

function check(r: Rational): Rational {
  if (r.bitSize() > MAX_BITS) throw new TooLarge();
  return r;
}

export function evaluateRational(src: string): RationalOutcome {
  try {
    return { ok: true, value: new Parser(tokenize(src)).parse() };
  } catch (err) {
    if (err instanceof DivZero) return { ok: false, reason: 'division by zero' };
    if (err instanceof TooLarge) return { ok: false, reason: 'too large' };
    if (err instanceof Unsupported) return { ok: false, reason: 'unsupported' };
    throw err;
  }
}
