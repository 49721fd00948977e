import { WorkBudget } from '../budget.ts';

/**
 * Finds the checkable claims in a model's answer (docs/gateway.md, "Extraction rules"). Pure and deterministic: the
 * same text always gives the same claims. A candidate that does not match a rule exactly is left unchecked, never
 * guessed at: extraction may miss a claim, but it never hands an engine something the answer did not say.
 */

export type Span = [number, number];
export type ClaimKind = 'arithmetic' | 'latex' | 'code' | 'sql' | 'statement';
export type UncheckedReason = 'not_a_claim' | 'unsupported_language' | 'no_schema' | 'claim_cap' | 'work_cap' | 'not_checked';

export interface ExtractedClaim {
  kind: ClaimKind;
  engine: 'math' | 'code' | 'sql' | 'fact';
  /** Where the claim is in the answer ([start, end) in UTF-16 code units). */
  span: Span;
  /** The claim as written. */
  text: string;
  /** What the engine is given: normalised arithmetic, the LaTeX source, the code or the SQL. */
  input: string;
  /** Code: python, javascript or typescript. */
  language?: 'python' | 'javascript' | 'typescript';
  /** Arithmetic: the left side (normalised) and the right side when it is one number, the value a correction replaces. */
  left?: string;
  result?: { span: Span; text: string };
}

export interface UncheckedSpan {
  span: Span;
  reason: UncheckedReason;
}

export interface ExtractOptions {
  /** Claims beyond this many are listed unchecked (`claim_cap`). */
  maxClaims: number;
  /** Work units (characters examined); text beyond the budget is listed unchecked (`work_cap`). */
  maxWork: number;
  /** Whether the request supplied a schema; without one SQL blocks are unchecked (`no_schema`). */
  hasSchema: boolean;
  /** Whether the request supplied documents (`verdict.context`): then whole prose sentences are statements to check. */
  hasContext?: boolean;
}

export interface Extraction {
  claims: ExtractedClaim[];
  unchecked: UncheckedSpan[];
  work: number;
}

const CODE_LANGUAGES: Record<string, 'python' | 'javascript' | 'typescript'> = {
  python: 'python',
  py: 'python',
  python3: 'python',
  javascript: 'javascript',
  js: 'javascript',
  mjs: 'javascript',
  node: 'javascript',
  typescript: 'typescript',
  ts: 'typescript',
};
const SQL_LANGUAGES = new Set(['sql', 'sqlite', 'postgresql', 'postgres', 'psql', 'mysql', 'mariadb', 'tsql']);

interface Region {
  span: Span;
  claim?: Omit<ExtractedClaim, 'span'> & { span: Span };
  unchecked?: UncheckedReason;
}

/** Fenced code blocks (CommonMark: ``` or ~~~, at most three spaces of indent; an unclosed fence runs to the end). */
function fencedBlocks(text: string, budget: WorkBudget, options: ExtractOptions): Region[] {
  const regions: Region[] = [];
  let pos = 0;
  while (pos < text.length) {
    const lineEnd = text.indexOf('\n', pos);
    const end = lineEnd === -1 ? text.length : lineEnd;
    budget.spend(end - pos + 1);
    const line = text.slice(pos, end);
    const opener = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    const fence = opener?.[1];
    const rest = fence ? line.slice(opener?.[0].length ?? 0) : '';
    // A backtick fence's info string has no backtick (CommonMark); checked without a regex over the whole line.
    if (!fence || (fence[0] === '`' && rest.includes('`'))) {
      pos = end + 1;
      continue;
    }
    const info = (rest.trim().split(/\s+/)[0] ?? '').toLowerCase();
    const bodyStart = Math.min(end + 1, text.length);
    let scan = bodyStart;
    let bodyEnd = text.length;
    let blockEnd = text.length;
    while (scan < text.length) {
      const e = text.indexOf('\n', scan);
      const le = e === -1 ? text.length : e;
      budget.spend(le - scan + 1);
      const line = text.slice(scan, le);
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
      if (close?.[1] && close[1][0] === fence[0] && close[1].length >= fence.length) {
        bodyEnd = scan;
        blockEnd = le;
        break;
      }
      scan = le + 1;
    }
    const block: Span = [pos, blockEnd];
    const body = text.slice(bodyStart, Math.max(bodyStart, bodyEnd)).replace(/\n$/, '');
    const language = CODE_LANGUAGES[info];
    if (body.trim() === '') regions.push({ span: block, unchecked: 'not_a_claim' });
    else if (language) {
      regions.push({
        span: block,
        claim: { kind: 'code', engine: 'code', span: [bodyStart, bodyStart + body.length], text: body, input: body, language },
      });
    } else if (SQL_LANGUAGES.has(info)) {
      if (!options.hasSchema) regions.push({ span: block, unchecked: 'no_schema' });
      else
        regions.push({
          span: block,
          claim: { kind: 'sql', engine: 'sql', span: [bodyStart, bodyStart + body.length], text: body, input: body },
        });
    } else regions.push({ span: block, unchecked: 'unsupported_language' });
    pos = blockEnd + 1;
  }
  return regions;
}

/** `x = …`, `f(x) = …`, `\alpha = …`: a definition or a solution statement, not a claim that can be checked alone. */
function isDefinition(left: string): boolean {
  return /^\s*(\\?[A-Za-z][A-Za-z0-9_]*|[A-Za-z]_\{?[A-Za-z0-9]+\}?)(\s*\([^()]*\))?\s*$/.test(left);
}

function delimiterAt(text: string, i: number): [string, string] | null {
  if (text.startsWith('$$', i)) return ['$$', '$$'];
  if (text.startsWith('\\[', i)) return ['\\[', '\\]'];
  if (text.startsWith('\\(', i)) return ['\\(', '\\)'];
  if (text[i] === '$' && text[i - 1] !== '\\' && /\S/.test(text[i + 1] ?? ' ')) return ['$', '$'];
  return null;
}

/**
 * Math delimited as LaTeX: `$$…$$`, `\[…\]`, `\(…\)` and `$…$` by pandoc's rule (the opening `$` followed and the
 * closing one preceded by a non-space, the closing one not followed by a digit), so prices like `$5 and $8` are not math.
 */
function latexRegions(text: string, from: number, to: number, budget: WorkBudget): Region[] {
  const regions: Region[] = [];
  // Whether a closer is valid does not depend on its opener: once a search for one failed up to some point, a later
  // opener of the same kind before that point fails too, so it is not searched again (linear time).
  const failedUntil = new Map<string, number>();
  let i = from;
  while (i < to) {
    budget.spend(1);
    const delimiter = delimiterAt(text, i);
    if (!delimiter || i < (failedUntil.get(delimiter[0]) ?? -1)) {
      i++;
      continue;
    }
    const [open, close] = delimiter;
    let j = i + open.length;
    let found = -1;
    while (j < to) {
      budget.spend(1);
      if (text.startsWith(close, j) && text[j - 1] !== '\\') {
        if (open !== '$' || (/\S/.test(text[j - 1] ?? ' ') && !/[0-9]/.test(text[j + 1] ?? ''))) {
          found = j;
          break;
        }
      }
      if (open === '$' && text[j] === '\n' && text[j + 1] === '\n') break;
      j++;
    }
    if (found === -1) {
      failedUntil.set(open, j);
      i += open.length;
      continue;
    }
    const inner = text.slice(i + open.length, found);
    const span: Span = [i, found + close.length];
    const equals = [...inner.matchAll(/(?<![<>!=\\])=(?!=)/g)].length;
    if (equals === 1 && !isDefinition(inner.slice(0, inner.search(/(?<![<>!=\\])=(?!=)/)))) {
      regions.push({ span, claim: { kind: 'latex', engine: 'math', span, text: text.slice(span[0], span[1]), input: inner.trim() } });
    } else regions.push({ span, unchecked: 'not_a_claim' });
    i = found + close.length;
  }
  return regions;
}

type Token = { type: 'num' | 'op' | 'open' | 'close' | 'eq'; start: number; end: number; norm: string };

const OPS: Record<string, string> = { '+': '+', '-': '-', '−': '-', '×': '*', '*': '*', '·': '*', '/': '/', '÷': '/', '^': '^' };
/** Words that change what a number next to them means (`4 million`, `7 mod 12`): such equations are left unchecked. */
const QUALIFIERS =
  /^(hundred|thousand|million|billion|trillion|k|m|bn|mn|dozen|percent|per|mod|modulo|base|in|times|x|e|i|pi|degrees?|approximately|about|roughly|around|nearly|almost|over|under)$/i;

function wordAt(text: string, from: number, step: 1 | -1): string {
  let i = from;
  while (text[i] === ' ' || text[i] === '\t') i += step;
  let j = i;
  while (j >= 0 && j < text.length && /[A-Za-z]/.test(text[j] ?? '')) j += step;
  return step === 1 ? text.slice(i, j) : text.slice(j + 1, i + 1);
}

/** A number: digits with optional groups of three after commas, and decimals (sticky: read where the scan is). */
const NUMBER = /(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?/y;

/** Tokens of a prose stretch: numbers, operators, brackets and `=`, each separated from the next by spaces only. */
function arithmeticRuns(text: string, from: number, to: number, budget: WorkBudget): Token[][] {
  const runs: Token[][] = [];
  let run: Token[] = [];
  let i = from;
  const flush = () => {
    if (run.length > 0) runs.push(run);
    run = [];
  };
  while (i < to) {
    budget.spend(1);
    const ch = text[i] ?? '';
    if (ch === ' ' || ch === '\t') {
      i++;
      continue;
    }
    // Tokens of one run are separated by spaces only: any other character ends the run (the last branch).
    if (ch >= '0' && ch <= '9') {
      NUMBER.lastIndex = i;
      const value = NUMBER.exec(text)?.[0] ?? ch;
      if (i + value.length > to) {
        flush();
        i++;
        continue;
      }
      budget.spend(value.length);
      run.push({ type: 'num', start: i, end: i + value.length, norm: value.replaceAll(',', '') });
      i += value.length;
    } else if (ch === '*' && text[i + 1] === '*') {
      run.push({ type: 'op', start: i, end: i + 2, norm: '^' });
      i += 2;
    } else if (ch === '-' && /[0-9]/.test(text[i - 1] ?? '') && /[0-9]/.test(text[i + 1] ?? '')) {
      // 10-12 is a range or a hyphenated number, not a subtraction.
      flush();
      i++;
    } else if (OPS[ch]) {
      run.push({ type: 'op', start: i, end: i + 1, norm: OPS[ch] });
      i++;
    } else if (ch === '(') {
      run.push({ type: 'open', start: i, end: i + 1, norm: '(' });
      i++;
    } else if (ch === ')') {
      run.push({ type: 'close', start: i, end: i + 1, norm: ')' });
      i++;
    } else if (
      ch === '=' &&
      text[i + 1] !== '=' &&
      text[i - 1] !== '=' &&
      text[i - 1] !== '!' &&
      text[i - 1] !== '<' &&
      text[i - 1] !== '>'
    ) {
      run.push({ type: 'eq', start: i, end: i + 1, norm: '=' });
      i++;
    } else {
      flush();
      i++;
    }
  }
  flush();
  return runs;
}

/** A well-formed side: number (op number)*, brackets balanced, unary minus only first or after `(` or an operator. */
function wellFormed(tokens: Token[]): boolean {
  if (tokens.length === 0) return false;
  let depth = 0;
  let expectOperand = true;
  for (const [k, t] of tokens.entries()) {
    if (t.type === 'num') {
      if (!expectOperand) return false;
      expectOperand = false;
    } else if (t.type === 'open') {
      if (!expectOperand) return false;
      depth++;
    } else if (t.type === 'close') {
      if (expectOperand || depth === 0) return false;
      depth--;
    } else if (t.type === 'op') {
      if (expectOperand) {
        const next = tokens[k + 1];
        if (t.norm !== '-' || !next || (next.type !== 'num' && next.type !== 'open')) return false;
      }
      expectOperand = true;
    } else return false;
  }
  return depth === 0 && !expectOperand;
}

function arithmeticClaim(text: string, run: Token[]): (Omit<ExtractedClaim, 'span'> & { span: Span }) | null {
  let tokens = run;
  const eqs = tokens.filter((t) => t.type === 'eq');
  if (eqs.length !== 1) return null;
  // "(2 + 3 = 5)": brackets around the whole equation belong to the prose.
  const first = tokens[0];
  const lastTok = tokens[tokens.length - 1];
  if (first?.type === 'open' && lastTok?.type === 'close') {
    const k = tokens.findIndex((t) => t.type === 'eq');
    if (!wellFormed(tokens.slice(0, k)) && wellFormed(tokens.slice(1, k))) tokens = tokens.slice(1, -1);
  }
  const k = tokens.findIndex((t) => t.type === 'eq');
  const left = tokens.slice(0, k);
  const right = tokens.slice(k + 1);
  if (!wellFormed(left) || !wellFormed(right)) return null;
  if (!tokens.some((t) => t.type === 'op')) return null;
  const start = tokens[0]?.start ?? 0;
  const end = tokens[tokens.length - 1]?.end ?? 0;
  // What touches the equation must be prose punctuation or space: `x2 + 3 = 5`, `$5 + 3 = 8`, `3 + 4 = 7%` are not arithmetic.
  const before = text[start - 1] ?? ' ';
  const after = text[end] ?? ' ';
  if (!/[\s(["'“‘:]/.test(before)) return null;
  if (!/[\s.,;:!?)\]"'”’]/.test(after) || ((after === '.' || after === ',') && /[0-9]/.test(text[end + 1] ?? ''))) return null;
  if (QUALIFIERS.test(wordAt(text, start - 1, -1)) || QUALIFIERS.test(wordAt(text, end, 1))) return null;
  const join = (ts: Token[]) => ts.map((t) => t.norm).join(' ');
  const claimText = text.slice(start, end);
  const single = right.length === 1 && right[0]?.type === 'num' ? right[0] : undefined;
  return {
    kind: 'arithmetic',
    engine: 'math',
    span: [start, end],
    text: claimText,
    input: `${join(left)} = ${join(right)}`,
    left: join(left),
    ...(single ? { result: { span: [single.start, single.end] as Span, text: text.slice(single.start, single.end) } } : {}),
  };
}

/** Inline code spans (`…`): code, not prose; left unchecked. */
function inlineCode(text: string, from: number, to: number, budget: WorkBudget): Span[] {
  const spans: Span[] = [];
  let i = from;
  while (i < to) {
    budget.spend(1);
    if (text[i] !== '`') {
      i++;
      continue;
    }
    const close = text.indexOf('`', i + 1);
    if (close === -1 || close >= to) break;
    spans.push([i, close + 1]);
    i = close + 1;
  }
  return spans;
}

/** A statement longer than this is not taken (the fact engine's claim cap). */
const MAX_STATEMENT = 2000;

/**
 * Whole sentences of prose: a stretch that starts at the beginning of the text, a line or a sentence (after `.`, `!`
 * or `?`) and ends with `.`, `!` or `?` (or at the end of a line or the text), with at least three words. Only whole
 * sentences are statements: a fragment cut off by a claim or a code span is never checked as if it were one.
 */
function sentences(text: string, from: number, to: number, budget: WorkBudget): Span[] {
  const out: Span[] = [];
  const startsSentence = (at: number) => {
    let k = at - 1;
    while (k >= 0 && (text[k] === ' ' || text[k] === '\t')) k--;
    return k < 0 || /[.!?\n]/.test(text[k] ?? '');
  };
  let start = from;
  for (let i = from; i <= to; i++) {
    budget.spend(1);
    const ch = text[i];
    const end = i === to || ch === '\n' || ((ch === '.' || ch === '!' || ch === '?') && /[\s]|^$/.test(text[i + 1] ?? ''));
    if (!end) continue;
    const stop = ch === '.' || ch === '!' || ch === '?' ? i + 1 : i;
    const raw = text.slice(start, stop);
    const lead = raw.length - raw.trimStart().length;
    const span: Span = [start + lead, start + raw.trimEnd().length];
    const complete = i < to || to === text.length || text[to] === '\n';
    if (complete && span[1] > span[0] && startsSentence(span[0]) && span[1] - span[0] <= MAX_STATEMENT) {
      if ((text.slice(span[0], span[1]).match(/\p{L}+/gu) ?? []).length >= 3) out.push(span);
    }
    start = stop;
  }
  return out;
}

function gaps(from: number, to: number, taken: Span[]): Span[] {
  const out: Span[] = [];
  let at = from;
  for (const [s, e] of [...taken].sort((a, b) => a[0] - b[0])) {
    if (s > at) out.push([at, s]);
    at = Math.max(at, e);
  }
  if (at < to) out.push([at, to]);
  return out;
}

const WORK_PER_CHARACTER = 10;

export function extractClaims(content: string, options: ExtractOptions): Extraction {
  const budget = new WorkBudget(options.maxWork);
  // Each pass looks at a character a bounded number of times (fences 2, inline code 1, LaTeX at most 5 — one scan and
  // one failed search per delimiter kind —, arithmetic 1, sentences 1): capping the text at a tenth of the budget
  // bounds the work.
  const limit = Math.min(content.length, Math.floor(options.maxWork / WORK_PER_CHARACTER));
  const text = content.slice(0, limit);
  const regions: Region[] = fencedBlocks(text, budget, options);
  for (const [from, to] of gaps(
    0,
    text.length,
    regions.map((r) => r.span),
  )) {
    const code = inlineCode(text, from, to, budget);
    for (const span of code) regions.push({ span, unchecked: 'not_checked' });
    for (const [a, b] of gaps(from, to, code)) {
      const latex = latexRegions(text, a, b, budget);
      regions.push(...latex);
      for (const [p, q] of gaps(
        a,
        b,
        latex.map((r) => r.span),
      )) {
        for (const run of arithmeticRuns(text, p, q, budget)) {
          const claim = arithmeticClaim(text, run);
          if (claim) regions.push({ span: claim.span, claim });
        }
      }
    }
  }
  if (options.hasContext) {
    for (const [from, to] of gaps(
      0,
      text.length,
      regions.map((r) => r.span),
    )) {
      for (const span of sentences(text, from, to, budget)) {
        const statement = text.slice(span[0], span[1]);
        regions.push({ span, claim: { kind: 'statement', engine: 'fact', span, text: statement, input: statement } });
      }
    }
  }
  regions.sort((x, y) => x.span[0] - y.span[0]);
  const claims: ExtractedClaim[] = [];
  const unchecked: UncheckedSpan[] = [];
  for (const region of regions) {
    if (region.claim && claims.length < options.maxClaims) claims.push(region.claim);
    else unchecked.push({ span: region.span, reason: region.claim ? 'claim_cap' : (region.unchecked ?? 'not_checked') });
  }
  for (const span of gaps(
    0,
    text.length,
    regions.map((r) => r.span),
  )) {
    // Whitespace and bare punctuation between claims state nothing.
    if (/[\p{L}\p{N}]/u.test(text.slice(span[0], span[1]))) unchecked.push({ span, reason: 'not_checked' });
  }
  if (limit < content.length) unchecked.push({ span: [limit, content.length], reason: 'work_cap' });
  unchecked.sort((x, y) => x.span[0] - y.span[0]);
  return { claims, unchecked, work: budget.spent };
}
