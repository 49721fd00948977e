/**
 * Expressions built by the word-problem grammar. A literal remembers which number of the text it came from
 * (`id`), so the translator can insist that every number of the problem is used exactly once before it answers:
 * an unused number means the story was not understood, and the translator refuses instead of guessing.
 */
export type Term =
  | { k: 'lit'; text: string; id: number }
  | { k: 'op'; op: '+' | '-' | '*' | '/' | '^'; a: Term; b: Term }
  | { k: 'fn'; name: 'ceil' | 'floor' | 'round'; a: Term }
  /** mod(a, b): what is left of a after taking b as many whole times as possible. */
  | { k: 'mod'; a: Term; b: Term };

/** Mention id of numbers the grammar supplies itself (100 for a percent, 60 minutes in an hour…). */
export const CONSTANT = -1;

export const lit = (text: string, id = CONSTANT): Term => ({ k: 'lit', text, id });
export const add = (a: Term, b: Term): Term => ({ k: 'op', op: '+', a, b });
export const sub = (a: Term, b: Term): Term => ({ k: 'op', op: '-', a, b });
export const mul = (a: Term, b: Term): Term => ({ k: 'op', op: '*', a, b });
export const div = (a: Term, b: Term): Term => ({ k: 'op', op: '/', a, b });
export const pow = (a: Term, b: Term): Term => ({ k: 'op', op: '^', a, b });
export const ceil = (a: Term): Term => ({ k: 'fn', name: 'ceil', a });
export const floor = (a: Term): Term => ({ k: 'fn', name: 'floor', a });
export const round = (a: Term): Term => ({ k: 'fn', name: 'round', a });
export const mod = (a: Term, b: Term): Term => ({ k: 'mod', a, b });

/** Rounds to a multiple of 1/scale ("to the nearest cent": scale 100), half away from zero. */
export const roundTo = (a: Term, scale: string): Term => (scale === '1' ? round(a) : div(round(mul(a, lit(scale))), lit(scale)));

/** Percent p of x: p/100*x. */
export const percentOf = (p: Term, x: Term): Term => mul(div(p, lit('100')), x);

export function sum(terms: Term[]): Term | null {
  const [first, ...rest] = terms;
  return first ? rest.reduce(add, first) : null;
}

export function product(terms: Term[]): Term | null {
  const [first, ...rest] = terms;
  return first ? rest.reduce(mul, first) : null;
}

/** Literal ids used by a term (constants excluded), with repetitions. */
export function usedIds(t: Term, out: number[] = []): number[] {
  if (t.k === 'lit') {
    if (t.id !== CONSTANT) out.push(t.id);
  } else if (t.k === 'op' || t.k === 'mod') {
    usedIds(t.a, out);
    usedIds(t.b, out);
  } else usedIds(t.a, out);
  return out;
}

/** Whether the term divides by a number of the text (conversions and percents divide by constants only). */
export function dividesByText(t: Term): boolean {
  if (t.k === 'lit') return false;
  if (t.k === 'op' && t.op === '/' && usedIds(t.b).length > 0) return true;
  if (t.k === 'op' || t.k === 'mod') return dividesByText(t.a) || dividesByText(t.b);
  return dividesByText(t.a);
}

const PRECEDENCE = { '+': 1, '-': 1, '*': 2, '/': 2, '^': 3 } as const;

function precedenceOf(t: Term): number {
  if (t.k === 'op') return PRECEDENCE[t.op];
  if (t.k === 'fn' || t.k === 'mod') return 4;
  // A fraction literal such as 3/5 prints as a division.
  if (t.k === 'lit' && t.text.includes('/')) return 2;
  return 3;
}

/** Prints with the fewest parentheses that keep the tree: left-associative + - * /. */
export function printTerm(t: Term): string {
  if (t.k === 'lit') return t.text;
  if (t.k === 'fn') return `${t.name}(${printTerm(t.a)})`;
  if (t.k === 'mod') return `mod(${printTerm(t.a)},${printTerm(t.b)})`;
  const p = PRECEDENCE[t.op];
  if (t.op === '^') {
    // Powers: the base in parentheses unless it is a plain number; the exponent is a number of the text or constant.
    const base = t.a.k === 'lit' && !t.a.text.includes('/') ? t.a.text : `(${printTerm(t.a)})`;
    const exponent = t.b.k === 'lit' && !t.b.text.includes('/') ? t.b.text : `(${printTerm(t.b)})`;
    return `${base}^${exponent}`;
  }
  const left = printTerm(t.a);
  const right = printTerm(t.b);
  const l = precedenceOf(t.a) < p ? `(${left})` : left;
  // The right operand needs parentheses at equal precedence unless the operator is associative with it.
  const rp = precedenceOf(t.b);
  const rightNeeds = rp < p || (rp === p && (t.op === '-' || t.op === '/'));
  return `${l}${t.op}${rightNeeds ? `(${right})` : right}`;
}
