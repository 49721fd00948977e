/**
 * Stage 1 of the pipeline: text → claim. The text is lexed (lex.ts), split by the sentence forms a claim can take
 * (below), and each part is parsed by the expression grammar (parser.ts); `units.ts` marks unit quantities. Caps are
 * checked before parsing (length, bracket depth) and while building (node count), so no input can make the parser or
 * a later recursive stage do unbounded work.
 *
 * Sentence forms (docs/math.md, "Claims stated in words"):
 * - `EQ → x = 3 or x = 4`, `EQ ⇒ x = ±2`, `EQ, so x = 3`, `solve EQ for x: x = 7`, `the solutions of EQ are …`,
 *   `EQ has no real solutions`: the complete set of real solutions of EQ (of its complex solutions when a stated value
 *   is not real) is the stated set;
 * - `eigenvalues of M are 1 and 3`, `eigenvalues(M) = {2, 5}`: the eigenvalues of M (with multiplicity when a value is
 *   repeated) are the stated values;
 * - `a ≈ 3.1416`: a agrees with the decimal to the places written (tolerance half a unit in the last place);
 * - `a ≡ b (mod n)`: mod(a, n) = mod(b, n);
 * - `f(x) = …, f'(x) = …` and `y = …, dy/dx = …`: definitions used by the claim that follows;
 * - `A is B`, `A equals B`: an equation (`45 is 30% of 150`, `the derivative of sin(2x) is 2cos(2x)`).
 */
import { maxNestingDepth } from '../budget.ts';
import { type Expr, freeVariables, MathInputError } from './expr.ts';
import { lex, type Token } from './lex.ts';
import { CAPS, tooComplex } from './limits.ts';
import { FUNCTIONS, Parser } from './parser.ts';
import { markUnits } from './units.ts';

export { FUNCTIONS };

export type ClaimForm =
  /** The equation lhs = rhs has exactly these solutions (in `variable`); `values` empty means "no solution". */
  | { kind: 'solutions'; variable: string; values: Expr[] }
  /** lhs is a matrix whose eigenvalues are `values`. */
  | { kind: 'eigenvalues'; values: Expr[] }
  /** lhs ≈ rhs within `tolerance` (half a unit in the last written place of rhs, in rhs's unit). */
  | { kind: 'approx'; tolerance: Expr; places: number };

/** A claim: an expression, or an equation `lhs = rhs`. Units are recognised in both sides together. */
export interface Claim {
  lhs: Expr;
  rhs: Expr | null;
  form?: ClaimForm;
  /** Readings taken that a reader could doubt (`C(12, 4)` as a binomial, `hours` as a unit…), reported with the result. */
  readings: string[];
}

function precheck(text: string): void {
  if (text.trim() === '') throw new MathInputError('EMPTY', 'The expression is empty.');
  if (text.length > CAPS.maxLength) tooComplex('length', CAPS.maxLength, `Expressions are limited to ${CAPS.maxLength} characters.`);
  const depth = maxNestingDepth(text, '([{⌊⌈', ')]}⌋⌉');
  if (depth > CAPS.maxNesting) tooComplex('nesting_depth', CAPS.maxNesting, `Brackets may nest at most ${CAPS.maxNesting} levels deep.`);
}

function finish(e: Expr): Expr {
  if (freeVariables(e).length > CAPS.maxVariables)
    tooComplex('variables', CAPS.maxVariables, `At most ${CAPS.maxVariables} variables are supported.`);
  // A huge constant power of an expression with variables would make every symbolic step explode.
  const stack: Expr[] = [e];
  for (let x = stack.pop(); x; x = stack.pop()) {
    if (x.k === 'op' && x.op === '^') {
      const [base, exponent] = x.args;
      const inner = exponent?.k === 'op' && exponent.op === 'neg' ? exponent.args[0] : exponent;
      const literal = inner?.k === 'num' ? inner.text : null;
      if (base && literal !== null && Math.abs(Number(literal)) > CAPS.maxSymbolicExponent && freeVariables(base).length > 0) {
        tooComplex(
          'exponent',
          CAPS.maxSymbolicExponent,
          `Constant exponents on expressions with variables are limited to ${CAPS.maxSymbolicExponent}.`,
        );
      }
    }
    if (x.k === 'op' || x.k === 'fn') stack.push(...x.args);
    else if (x.k === 'matrix') for (const row of x.rows) stack.push(...row);
  }
  return e;
}

type Defs = Map<string, { param: string | null; body: Expr }>;

interface Ctx {
  readings: string[];
  defs: Defs;
}

// ---- token utilities ----------------------------------------------------------------------------------------------

const isSym = (t: Token | undefined, v: string) => t?.t === 'sym' && t.v === v;
const isId = (t: Token | undefined, ...names: string[]) => t?.t === 'id' && names.includes(t.name);

/** Bracket depth before each token (parentheses, brackets, braces). */
function depths(ts: Token[]): number[] {
  const out: number[] = [];
  let d = 0;
  for (const t of ts) {
    if (t.t === 'sym' && (t.v === ')' || t.v === ']' || t.v === '}')) d = Math.max(0, d - 1);
    out.push(d);
    if (t.t === 'sym' && (t.v === '(' || t.v === '[' || t.v === '{')) d++;
  }
  return out;
}

/** Indices of top-level tokens satisfying `test`. */
function topLevel(ts: Token[], test: (t: Token, i: number) => boolean): number[] {
  const d = depths(ts);
  const out: number[] = [];
  ts.forEach((t, i) => {
    if (d[i] === 0 && test(t, i)) out.push(i);
  });
  return out;
}

/** An arrow that belongs to limit notation (`lim x→0`, `lim_{x→0}`), not an implication. */
function isLimitArrow(ts: Token[], i: number): boolean {
  for (let j = Math.max(0, i - 5); j < i; j++) if (isId(ts[j], 'lim', 'limit')) return true;
  return false;
}

// ---- parsing parts ------------------------------------------------------------------------------------------------

function parseExprTokens(ts: Token[], ctx: Ctx, what = 'expression'): Expr {
  if (ts.length === 0) throw new MathInputError('SYNTAX', `The ${what} is empty.`);
  const p = new Parser(ts, { readings: ctx.readings, defs: ctx.defs });
  const e = p.conversion(p.expression());
  if (!p.atEnd()) {
    const t = p.peek();
    const shown = t ? (t.t === 'num' ? t.text : t.t === 'id' ? t.name : t.v) : '';
    throw new MathInputError('SYNTAX', `The ${what} could not be parsed (unexpected "${shown}").`);
  }
  return e;
}

/** `lhs = rhs` (one top-level "=") or an expression. */
function parseEquationTokens(ts: Token[], ctx: Ctx): { lhs: Expr; rhs: Expr | null } {
  const eqs = topLevel(ts, (t) => isSym(t, '='));
  if (eqs.length === 0) return { lhs: parseExprTokens(ts, ctx), rhs: null };
  if (eqs.length > 1) throw new MathInputError('SYNTAX', 'An equation must contain exactly one "=" and nothing after its right side.');
  const at = eqs[0] as number;
  return { lhs: parseExprTokens(ts.slice(0, at), ctx, 'left side'), rhs: parseExprTokens(ts.slice(at + 1), ctx, 'right side') };
}

/** Splits at top-level separators (`,`, `;`, `or`, `and`). */
function splitList(ts: Token[], words = ['or', 'and']): Token[][] {
  const parts: Token[][] = [];
  let cur: Token[] = [];
  const d = depths(ts);
  ts.forEach((t, i) => {
    if (d[i] === 0 && (isSym(t, ',') || isSym(t, ';') || (t.t === 'id' && words.includes(t.name)))) {
      parts.push(cur);
      cur = [];
    } else cur.push(t);
  });
  parts.push(cur);
  return parts.filter((p) => p.length > 0);
}

/** Strips one pair of enclosing braces or brackets: `{2, 5}`, `[1, 3]`. */
function unwrap(ts: Token[]): Token[] {
  const first = ts[0];
  const last = ts[ts.length - 1];
  if (
    ((isSym(first, '{') && isSym(last, '}')) || (isSym(first, '[') && isSym(last, ']'))) &&
    depths(ts)
      .slice(1, -1)
      .every((x) => x > 0)
  ) {
    return ts.slice(1, -1);
  }
  return ts;
}

const NO_SOLUTION = ['solution', 'solutions', 'root', 'roots', 'zeros', 'zeroes'];

/**
 * A list of values, each optionally named (`x = 3`), optionally with ±: `x = 3 or x = 4`, `x = -1, 0, 1`,
 * `x = ±1, ±2`, `x ∈ {1, 2}`, `{2, 5}`, `1 and 3`, `no real solutions`, `∅`.
 */
function parseValueList(ts: Token[], ctx: Ctx): { names: string[]; values: Expr[]; none: boolean } {
  let body = ts;
  if (isId(body[0], 'no', 'none') || isSym(body[0], '∅') || (isSym(body[0], '{') && isSym(body[1], '}') && body.length === 2)) {
    const rest = body.slice(1).filter((t) => !isId(t, 'real', 'solution', 'solutions', 'root', 'roots', 'zeros', 'zeroes'));
    if (isId(body[0], 'no') && !body.slice(1).some((t) => isId(t, ...NO_SOLUTION)))
      throw new MathInputError('SYNTAX', 'Write "no real solutions".');
    if (rest.length > 0 && !isSym(body[0], '{')) throw new MathInputError('SYNTAX', 'The stated solution set could not be read.');
    return { names: [], values: [], none: true };
  }
  // x ∈ {…} / x = {…}
  const names: string[] = [];
  if (body[0]?.t === 'id' && (isSym(body[1], '∈') || (isSym(body[1], '=') && isSym(body[2], '{')))) {
    names.push(body[0].name);
    body = body.slice(2);
  }
  const values: Expr[] = [];
  for (const item of splitList(unwrap(body))) {
    let part = item;
    if (part[0]?.t === 'id' && isSym(part[1], '=')) {
      names.push(part[0].name);
      part = part.slice(2);
    } else if (part[0]?.t === 'id' && isSym(part[1], '_') && isSym(part[4], '=')) {
      // λ₁ = 1, λ_2 = 3
      names.push(part[0].name);
      part = part.slice(5);
    } else if (part[0]?.t === 'id' && isSym(part[1], '_') && isSym(part[3], '=')) {
      names.push(part[0].name);
      part = part.slice(4);
    }
    const pm = part.filter((t) => isSym(t, '±')).length;
    if (pm > 1)
      throw new MathInputError(
        'AMBIGUOUS',
        'Two "±" in one value are ambiguous (linked or independent signs): list the values one by one.',
      );
    if (pm === 1) {
      // `±2`, `2 ± √3`, `(4 ± √12)/2`: "±" stands for both signs, so the item is two values, the one written with
      // "+" and the one written with "-" in its place (each then read with the usual precedence), both claimed.
      for (const sign of ['+', '-'] as const) {
        const swapped = part.map((t) => (isSym(t, '±') ? { ...t, v: sign } : t)) as Token[];
        values.push(parseExprTokens(swapped, ctx, 'stated value'));
      }
    } else values.push(parseExprTokens(part, ctx, 'stated value'));
  }
  if (values.length === 0) throw new MathInputError('SYNTAX', 'No value was stated.');
  return { names, values, none: false };
}

// ---- sentence forms ----------------------------------------------------------------------------------------------

/** Connectors between an equation and its stated solutions. */
const CONNECTORS = ['so', 'therefore', 'thus', 'hence', 'gives', 'yields', 'implies', 'then'];

function solutionsClaim(eqTokens: Token[], setTokens: Token[], variable: string | null, ctx: Ctx): Claim {
  const { lhs, rhs } = parseEquationTokens(eqTokens, ctx);
  if (!rhs) throw new MathInputError('SYNTAX', 'Stated solutions need an equation before them (with "=").');
  const set = parseValueList(setTokens, ctx);
  const vars = [...new Set([...freeVariables(lhs), ...freeVariables(rhs)])];
  const named = [...new Set(set.names)];
  if (named.length > 1)
    throw new MathInputError(
      'UNSUPPORTED',
      'Solutions of systems of equations are not supported; state the solutions of one equation in one variable.',
    );
  const v = variable ?? named[0] ?? (vars.length === 1 ? vars[0] : null);
  if (!v) throw new MathInputError('SYNTAX', 'Name the variable of the stated solutions, e.g. "x = 3 or x = 4".');
  if (named.length === 1 && named[0] !== v)
    throw new MathInputError('SYNTAX', `The stated solutions name ${named[0]}, but the claim solves for ${v}.`);
  if (vars.some((x) => x !== v)) {
    throw new MathInputError('UNSUPPORTED', 'Solution sets of equations with other variables (parameters) are not supported.');
  }
  ctx.readings.push(`read as: the stated values are exactly all solutions of the equation in ${v}`);
  return { lhs, rhs, form: { kind: 'solutions', variable: v, values: set.values }, readings: ctx.readings };
}

/** `solve EQ [for x] (: | → | , | ;) SET` */
function solveForm(ts: Token[], ctx: Ctx): Claim | null {
  if (!isId(ts[0], 'solve', 'Solve')) return null;
  const rest = ts.slice(1);
  const cut = topLevel(
    rest,
    (t, i) => (isSym(t, ':') || isSym(t, '→') || isSym(t, ';') || isSym(t, ',') || isId(t, ...CONNECTORS)) && i > 0,
  );
  const firstEq = topLevel(rest, (t) => isSym(t, '='))[0];
  const at = cut.find((i) => firstEq !== undefined && i > firstEq);
  if (at === undefined)
    throw new MathInputError('UNSUPPORTED', '"solve …" states no claim: add the solutions, e.g. "solve 2x = 4 for x: x = 2".');
  let eq = rest.slice(0, at);
  let variable: string | null = null;
  const forAt = topLevel(eq, (t) => isId(t, 'for'));
  if (forAt.length > 0) {
    const f = forAt[forAt.length - 1] as number;
    const v = eq[f + 1];
    if (v?.t !== 'id' || eq.length !== f + 2) throw new MathInputError('SYNTAX', 'Write "solve … for x: …".');
    variable = v.name;
    eq = eq.slice(0, f);
  }
  let set = rest.slice(at + 1);
  while (isId(set[0], ...CONNECTORS, 'we', 'get', 'the', 'solution', 'solutions', 'is', 'are', 'answer')) set = set.slice(1);
  if (isSym(set[0], ':')) set = set.slice(1);
  return solutionsClaim(eq, set, variable, ctx);
}

/** `the solutions of EQ are SET`, `the roots of EQ are SET`, `the solution to EQ is SET`. */
function solutionsOfForm(ts: Token[], ctx: Ctx): Claim | null {
  let i = 0;
  if (isId(ts[i], 'the', 'The', 'all')) i++;
  if (isId(ts[i], 'real', 'complex')) i++;
  if (!isId(ts[i], ...NO_SOLUTION) || !isId(ts[i + 1], 'of', 'to')) return null;
  const rest = ts.slice(i + 2);
  const verbs = topLevel(rest, (t) => isId(t, 'are', 'is') || isSym(t, ':'));
  const at = verbs[0];
  if (at === undefined) return null;
  return solutionsClaim(rest.slice(0, at), rest.slice(at + 1), null, ctx);
}

/** `EQ → SET`, `EQ ⇒ SET`, `EQ, so SET`, `EQ: SET`, `EQ has (the) (real) solutions SET`. */
function impliesForm(ts: Token[], ctx: Ctx): Claim | null {
  const eqs = topLevel(ts, (t) => isSym(t, '='));
  const first = eqs[0];
  if (first === undefined) return null;
  const cut = topLevel(
    ts,
    (t, i) => i > first && ((isSym(t, '→') && !isLimitArrow(ts, i)) || isSym(t, ':') || isId(t, ...CONNECTORS) || isId(t, 'has', 'have')),
  )[0];
  if (cut === undefined) return null;
  let eqEnd = cut;
  if (isSym(ts[cut - 1], ',')) eqEnd = cut - 1;
  let set = ts.slice(cut + 1);
  if (isId(ts[cut], 'has', 'have')) {
    while (isId(set[0], 'the', 'real', 'exactly', 'only')) set = set.slice(1);
    if (isId(set[0], 'no')) return solutionsClaim(ts.slice(0, eqEnd), set, null, ctx);
    if (!isId(set[0], ...NO_SOLUTION)) return null;
    set = set.slice(1);
    if (isSym(set[0], ':')) set = set.slice(1);
  }
  if (isId(set[0], 'the') && isId(set[1], ...NO_SOLUTION)) set = set.slice(2);
  if (isId(set[0], 'is', 'are')) set = set.slice(1);
  return solutionsClaim(ts.slice(0, eqEnd), set, null, ctx);
}

/** `(the) eigenvalues of M are SET`, `eigenvalues(M) = SET`, `eig(M) = SET`, `M has eigenvalues SET`. */
function eigenForm(ts: Token[], ctx: Ctx): Claim | null {
  const words = ['eigenvalues', 'eigenvalue', 'eig', 'eigvals', 'Eigenvalues'];
  const at = topLevel(ts, (t) => isId(t, ...words))[0];
  if (at === undefined) return null;
  let matrix: Token[];
  let set: Token[];
  if (isId(ts[at - 1], 'has', 'have')) {
    matrix = ts.slice(0, at - 1);
    set = ts.slice(at + 1);
  } else {
    let i = at + 1;
    if (isId(ts[i], 'of')) i++;
    const rest = ts.slice(i);
    const verb = topLevel(rest, (t) => isId(t, 'are', 'is') || isSym(t, '=') || isSym(t, ':'))[0];
    if (verb === undefined)
      throw new MathInputError('UNSUPPORTED', 'State the eigenvalues, e.g. "eigenvalues of [[2, 1], [1, 2]] are 1 and 3".');
    matrix = rest.slice(0, verb);
    set = rest.slice(verb + 1);
  }
  if (isSym(matrix[0], '(') && isSym(matrix[matrix.length - 1], ')')) matrix = matrix.slice(1, -1);
  const m = parseExprTokens(matrix, ctx, 'matrix');
  const list = parseValueList(set, ctx);
  if (list.none) throw new MathInputError('SYNTAX', 'Every square matrix has eigenvalues.');
  ctx.readings.push(
    'read as: the eigenvalues of the matrix (complex ones included) are exactly the stated values, counted with multiplicity when a value is repeated',
  );
  return { lhs: m, rhs: null, form: { kind: 'eigenvalues', values: list.values }, readings: ctx.readings };
}

/** `a ≈ 3.1416` (also `~=`, `≃`, `\approx`): the right side must be a decimal number (optionally with a unit or %). */
function approxForm(ts: Token[], ctx: Ctx): Claim | null {
  const at = topLevel(ts, (t) => isSym(t, '≈'))[0];
  if (at === undefined) return null;
  const right = ts.slice(at + 1);
  let i = 0;
  if (isSym(right[0], '-') || isSym(right[0], '+')) i++;
  const literal = right[i];
  if (literal?.t !== 'num') {
    throw new MathInputError(
      'UNSUPPORTED',
      '"≈" needs a decimal number on its right side (e.g. π ≈ 3.1416); its tolerance is half a unit in the last written place.',
    );
  }
  const places = decimalPlaces(literal.text);
  const lhs = parseExprTokens(ts.slice(0, at), ctx, 'left side');
  const rhs = parseExprTokens(right, ctx, 'right side');
  const unitPart = right.slice(i + 1);
  if (
    unitPart.some(
      (t) =>
        !(
          t.t === 'id' ||
          (t.t === 'sym' && ['/', '^', '%', '*'].includes(t.v)) ||
          (t.t === 'num' && isSym(unitPart[unitPart.indexOf(t) - 1], '^'))
        ),
    )
  ) {
    throw new MathInputError('UNSUPPORTED', '"≈" needs a decimal number (optionally with a unit or %) on its right side, e.g. π ≈ 3.1416.');
  }
  const half: Token = { t: 'num', text: `5e-${places + 1}`, sp: literal.sp };
  const tolerance = parseExprTokens([half, ...unitPart], ctx, 'right side');
  ctx.readings.push(
    `"≈" read as: agrees with ${literal.text} to ${places} decimal place${places === 1 ? '' : 's'} (within half a unit in the last place)`,
  );
  return { lhs, rhs, form: { kind: 'approx', tolerance, places }, readings: ctx.readings };
}

function decimalPlaces(text: string): number {
  const m = /^(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!m) return 0;
  const frac = (m[2] ?? '').length;
  const exp = Number(m[3] ?? '0');
  return Math.max(0, frac - exp);
}

/** `a ≡ b (mod n)`, `a ≡ b mod n`, `a ≡ b \pmod{n}` → mod(a, n) = mod(b, n). */
function congruenceForm(ts: Token[], ctx: Ctx): Claim | null {
  const at = topLevel(ts, (t) => isSym(t, '≡'))[0];
  if (at === undefined) return null;
  const right = ts.slice(at + 1);
  let modAt = -1;
  let modTokens: Token[] = [];
  const d = depths(right);
  for (let j = 0; j < right.length; j++) {
    const t = right[j];
    if (isId(t, 'mod', '\\pmod')) {
      modAt = isSym(right[j - 1], '(') && d[j] === 1 ? j - 1 : j;
      const tail = right.slice(j + 1);
      modTokens = modAt === j - 1 ? tail.slice(0, -1) : tail;
      if (modAt === j - 1 && !isSym(right[right.length - 1], ')')) throw new MathInputError('SYNTAX', 'Write a ≡ b (mod n).');
      break;
    }
  }
  if (modAt < 0) throw new MathInputError('SYNTAX', 'A congruence needs its modulus: a ≡ b (mod n).');
  const a = parseExprTokens(ts.slice(0, at), ctx, 'left side');
  const b = parseExprTokens(right.slice(0, modAt), ctx, 'right side');
  const n = parseExprTokens(unwrapBraces(modTokens), ctx, 'modulus');
  ctx.readings.push('"a ≡ b (mod n)" read as mod(a, n) = mod(b, n)');
  return { lhs: { k: 'fn', name: 'mod', args: [a, n] }, rhs: { k: 'fn', name: 'mod', args: [b, n] }, readings: ctx.readings };
}

function unwrapBraces(ts: Token[]): Token[] {
  return isSym(ts[0], '{') && isSym(ts[ts.length - 1], '}') ? ts.slice(1, -1) : ts;
}

/**
 * Leading definitions: `f(x) = x^3 sin(x), f'(x) = …`, `if y = cos(5x) then dy/dx = …`, `let g(t) = t^2; g(3) = 9`.
 * A definition is `name(var) = body` or `name = body` (a one-letter name) followed by a separator; it is used only
 * when the rest of the claim refers to it (f', f(…), dy/dx, y').
 */
function definitions(ts: Token[], ctx: Ctx): Token[] {
  let rest = ts;
  if (isId(rest[0], 'if', 'If', 'let', 'Let', 'given', 'Given', 'for', 'For', 'where')) rest = rest.slice(1);
  const seps = topLevel(rest, (t) => isSym(t, ',') || isSym(t, ';') || isId(t, 'then', 'and', 'so'));
  const cut = seps[0];
  if (cut === undefined) return ts;
  const head = rest.slice(0, cut);
  const name = head[0];
  if (name?.t !== 'id' || name.name.length > 2 || Object.hasOwn(FUNCTIONS, name.name)) return ts;
  let param: string | null = null;
  let bodyStart: number;
  if (isSym(head[1], '(') && head[2]?.t === 'id' && isSym(head[3], ')') && isSym(head[4], '=')) {
    param = head[2].name;
    bodyStart = 5;
  } else if (isSym(head[1], '=')) bodyStart = 2;
  else return ts;
  let tail = rest.slice(cut + 1);
  while (isId(tail[0], 'then', 'so', 'and')) tail = tail.slice(1);
  const refers = tail.some(
    (t, i) =>
      (isId(t, name.name) && (isSym(tail[i + 1], "'") || isSym(tail[i + 1], '('))) ||
      (t.t === 'id' && t.name === `d${name.name}` && isSym(tail[i + 1], '/')),
  );
  if (!refers) return ts;
  const body = parseExprTokens(head.slice(bodyStart), ctx, 'definition');
  ctx.defs.set(name.name, { param, body });
  ctx.readings.push(`${name.name}${param ? `(${param})` : ''} read as a definition used by the claim that follows`);
  return rewriteDerivatives(tail, name.name, param);
}

/**
 * `f'(x)` → `d/dx (f(x))`, `f''(x)` → `d^2/dx^2 (f(x))`, `f'(2)` → the derivative at 2, `dy/dx` → `d/dx (y)`: done
 * on tokens so the expression grammar reads them.
 */
function rewriteDerivatives(ts: Token[], name: string, param: string | null): Token[] {
  const out: Token[] = [];
  const p = param ?? 'x';
  const derivativeOf = (order: number): Token[] => {
    const id = (n: string): Token => ({ t: 'id', name: n, sp: false });
    const power = (): Token[] => (order === 1 ? [] : [sym('^'), { t: 'num', text: String(order), sp: false }]);
    return [
      id('d'),
      ...power(),
      sym('/'),
      id(`d${p}`),
      ...power(),
      sym('('),
      id(name),
      ...(param ? [sym('('), id(p), sym(')')] : []),
      sym(')'),
    ];
  };
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i] as Token;
    if (isId(t, name)) {
      let order = 0;
      while (isSym(ts[i + 1 + order], "'")) order++;
      if (order > 0) {
        let j = i + 1 + order;
        const call: Token[] = [];
        if (isSym(ts[j], '(')) {
          let depth = 0;
          do {
            const u = ts[j] as Token;
            if (isSym(u, '(')) depth++;
            if (isSym(u, ')')) depth--;
            call.push(u);
            j++;
          } while (depth > 0 && j < ts.length);
        }
        const atParam = call.length === 3 && call[1]?.t === 'id' && call[1].name === p;
        if (call.length === 0 || atParam) out.push(sym('('), ...derivativeOf(order), sym(')'));
        else
          out.push(
            { t: 'id', name: '\\at', sp: false },
            sym('('),
            ...derivativeOf(order),
            sym(','),
            { t: 'id', name: p, sp: false },
            sym(','),
            ...call.slice(1, -1),
            sym(')'),
          );
        i = j - 1;
        continue;
      }
    }
    if (t.t === 'id' && t.name === `d${name}` && isSym(ts[i + 1], '/') && ts[i + 2]?.t === 'id') {
      const dx = ts[i + 2] as { name: string };
      out.push({ t: 'id', name: 'd', sp: t.sp }, sym('/'), { t: 'id', name: dx.name, sp: false }, sym('('), { t: 'id', name, sp: false });
      if (param) out.push(sym('('), { t: 'id', name: param, sp: false }, sym(')'));
      out.push(sym(')'));
      i += 2;
      continue;
    }
    out.push(t);
  }
  return out;
}

const sym = (v: string): Token => ({ t: 'sym', v, sp: false });

/** `dy/dx of y = F is G` (a definition inside the sentence) → `d/dx (y) = G` with y defined. */
function dydxOfForm(ts: Token[], ctx: Ctx): Token[] {
  const d = ts[0];
  const dx = ts[2];
  if (d?.t !== 'id' || !/^d[a-z]$/.test(d.name) || !isSym(ts[1], '/') || dx?.t !== 'id' || !isId(ts[3], 'of')) return ts;
  const y = d.name.slice(1);
  if (!isId(ts[4], y) || !isSym(ts[5], '=')) return ts;
  const verb = topLevel(ts, (t, i) => i > 5 && (isId(t, 'is') || isSym(t, '=')))[0];
  if (verb === undefined) return ts;
  const body = parseExprTokens(ts.slice(6, verb), ctx, 'definition');
  ctx.defs.set(y, { param: null, body });
  ctx.readings.push(`${y} read as a definition used by the claim that follows`);
  return [
    { t: 'id', name: 'd', sp: false },
    sym('/'),
    { t: 'id', name: dx.name, sp: false },
    sym('('),
    { t: 'id', name: y, sp: false },
    sym(')'),
    sym('='),
    ...ts.slice(verb + 1),
  ];
}

/** `A is B`, `A equals B`, `A is equal to B` → `A = B` (only when the claim has no "=" of its own). */
function isToEquals(ts: Token[]): Token[] {
  if (topLevel(ts, (t) => isSym(t, '=')).length > 0) return ts;
  const at = topLevel(ts, (t) => isId(t, 'is', 'equals', 'are'))[0];
  if (at === undefined) return ts;
  let skip = 1;
  if (isId(ts[at], 'is') && isId(ts[at + 1], 'equal') && isId(ts[at + 2], 'to')) skip = 3;
  return [...ts.slice(0, at), { t: 'sym', v: '=', sp: true }, ...ts.slice(at + skip)];
}

function sentence(ts: Token[], ctx: Ctx): Claim {
  let tokens = ts;
  if (isId(tokens[0], 'verify', 'Verify', 'check', 'Check', 'show', 'Show', 'prove', 'Prove') && isId(tokens[1], 'that'))
    tokens = tokens.slice(2);
  const special =
    solveForm(tokens, ctx) ??
    solutionsOfForm(tokens, ctx) ??
    eigenForm(tokens, ctx) ??
    approxForm(tokens, ctx) ??
    congruenceForm(tokens, ctx);
  if (special) return special;
  tokens = dydxOfForm(tokens, ctx);
  if (ctx.defs.size === 0) tokens = definitions(tokens, ctx);
  const implied = impliesForm(tokens, ctx);
  if (implied) return implied;
  tokens = isToEquals(tokens);
  const { lhs, rhs } = parseEquationTokens(tokens, ctx);
  return { lhs, rhs, readings: ctx.readings };
}

export function parseClaim(text: string): Claim {
  precheck(text);
  const trimmed = text.trim().replace(/(?<![.\d])\.$/, '');
  const ctx: Ctx = { readings: [], defs: new Map() };
  const claim = sentence(lex(trimmed), ctx);
  const sides = claim.rhs ? [claim.lhs, claim.rhs] : [claim.lhs];
  if (claim.form?.kind === 'approx') sides.push(claim.form.tolerance);
  const marked = markUnits(sides);
  const [l, r, tol] = marked;
  if (!l) throw new MathInputError('EMPTY', 'The expression is empty.');
  const form = claim.form?.kind === 'approx' && tol ? { ...claim.form, tolerance: tol } : claim.form;
  return { lhs: finish(l), rhs: r && claim.rhs ? finish(r) : null, ...(form ? { form } : {}), readings: claim.readings };
}

/** One expression (no "="); used by the consensus engine and the value path. */
export function parseExpr(text: string): Expr {
  const claim = parseClaim(text);
  if (claim.rhs || claim.form) throw new MathInputError('SYNTAX', 'Expected an expression, found an equation.');
  return claim.lhs;
}
