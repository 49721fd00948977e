import type { Dec } from './exact-decimal.ts';
import { cmpDec, parseDec } from './exact-decimal.ts';
import type { SqlStatementSpan } from './split-statements.ts';
import type { SqlToken } from './sql-lexer.ts';
import { isTrivia } from './sql-lexer.ts';

/**
 * The grammar reads number literals as doubles (`9223372036854775807` becomes 9223372036854775808): the exact value is
 * read back from the query's number tokens. A double several tokens round to is ambiguous and gets no value.
 */
/** Keywords after which a minus sign is a sign, not a subtraction. */
const OPERATOR_WORDS = new Set(
  'AND OR NOT BETWEEN IN WHERE SELECT THEN ELSE WHEN IS LIKE ILIKE ON HAVING CASE BY VALUES SET LIMIT OFFSET TOP RETURN ANY ALL SOME'.split(
    ' ',
  ),
);

export function exactNumbers(tokens: SqlToken[]): (v: number) => Dec | null {
  let byValue: Map<number, Dec | null> | null = null;
  return (v) => {
    byValue ??= numberTokens(tokens);
    if (byValue.has(v)) return byValue.get(v) ?? null;
    // Not written as a token (a folded constant): only integers the double holds exactly are trusted.
    return Number.isSafeInteger(v) ? parseDec(String(v)) : null;
  };
}

function numberTokens(tokens: SqlToken[]): Map<number, Dec | null> {
  const byValue = new Map<number, Dec | null>();
  const register = (v: number, d: Dec) => {
    if (!byValue.has(v)) byValue.set(v, d);
    else {
      const seen = byValue.get(v);
      if (seen && cmpDec(seen, d) !== 0) byValue.set(v, null);
    }
  };
  const sig = tokens.filter((t) => !isTrivia(t));
  sig.forEach((t, k) => {
    if (t.kind !== 'number') return;
    const d = parseDec(t.text);
    if (!d) return;
    // `-9223372036854775808`: the grammar folds the sign into the literal, so a negated token registers negative.
    const before = sig[k - 2];
    const operandEnds =
      before !== undefined &&
      (/^(?:number|string|quoted_ident)$/.test(before.kind) ||
        before.text === ')' ||
        (before.kind === 'word' && !OPERATOR_WORDS.has(before.text.toUpperCase())));
    const negated = sig[k - 1]?.text === '-' && !operandEnds;
    if (negated) register(-Number(t.text), { m: -d.m, e: d.e });
    else register(Number(t.text), d);
  });
  return byValue;
}

const CONDITION_START = new Set(['WHERE', 'HAVING', 'ON']);
/** Words that end a condition at its own bracket depth. */
const CONDITION_END = new Set([
  'GROUP',
  'ORDER',
  'HAVING',
  'LIMIT',
  'UNION',
  'EXCEPT',
  'INTERSECT',
  'MINUS',
  'WINDOW',
  'QUALIFY',
  'OPTION',
  'FOR',
  'OFFSET',
  'FETCH',
  'RETURNING',
  'JOIN',
  'INNER',
  'LEFT',
  'RIGHT',
  'FULL',
  'CROSS',
  'OUTER',
  'NATURAL',
  'WHERE',
  'USING',
  'INTO',
  'VALUES',
  'SET',
  'WHEN',
  'THEN',
  'PIVOT',
  'UNPIVOT',
]);
/** At most this many conditions of one statement are read on their own. */
const MAX_CONDITIONS = 8;

export interface ConditionQuery {
  /** Queries to try in order (with the statement's FROM clause, then without): the first the grammar accepts counts. */
  variants: string[];
  /** Significant tokens of the longest variant, for the work budget. */
  tokens: number;
  /** Whether the condition holds an OR (an OR expression the tautology rule must read before the query can pass). */
  hasOr: boolean;
}

/**
 * The conditions (WHERE, HAVING, ON) of a statement the grammar could not parse, each wrapped in a query the grammar
 * may accept: `SELECT 1 FROM <the statement's FROM clause> WHERE <condition>`, else `SELECT 1 WHERE <condition>`.
 */
export function conditionQueries(span: SqlStatementSpan, ors: ReadonlySet<string>): ConditionQuery[] {
  const sig = span.tokens.filter((t) => !isTrivia(t));
  const depthAt: number[] = [];
  let depth = 0;
  for (const t of sig) {
    if (t.text === ')') depth--;
    depthAt.push(depth);
    if (t.text === '(') depth++;
  }
  // SQLite's numbered parameters (`?2`) are read as `?`: the grammar knows only the bare form, and to the rule either is
  // a value it knows nothing about. Only the tokens are changed, never the text inside a string.
  const numbered = span.tokens.filter(
    (t, i) => t.kind === 'number' && span.tokens[i - 1]?.text === '?' && span.tokens[i - 1]?.end === t.start,
  );
  const slice = (from: SqlToken, to: SqlToken) => {
    let text = '';
    let at = from.start;
    for (const n of numbered) {
      if (n.start < from.start || n.end > to.end) continue;
      text += span.text.slice(at - span.start, n.start - span.start);
      at = n.end;
    }
    return text + span.text.slice(at - span.start, to.end - span.start);
  };
  const word = (t: SqlToken | undefined) => (t?.kind === 'word' ? t.text.toUpperCase() : '');
  const out: ConditionQuery[] = [];
  const isOr = (t: SqlToken) => ors.has(t.kind === 'word' ? t.text.toUpperCase() : t.text);
  for (let k = 0; k < sig.length; k++) {
    if (!CONDITION_START.has(word(sig[k]))) continue;
    if (out.length === MAX_CONDITIONS) {
      // Conditions past the cap are not read: one of them holding an OR is a condition the rule did not read.
      if (sig.slice(k).some(isOr)) out.push({ variants: [], tokens: 0, hasOr: true });
      break;
    }
    const d = depthAt[k] as number;
    let j = k + 1;
    for (; j < sig.length; j++) {
      const t = sig[j] as SqlToken;
      if ((depthAt[j] as number) < d || t.kind === 'semicolon') break;
      if ((depthAt[j] as number) === d && CONDITION_END.has(word(t)) && !(word(t) === 'FOR' && word(sig[j - 1]) === 'NEXT')) break;
    }
    if (j <= k + 1) continue;
    const condition = slice(sig[k + 1] as SqlToken, sig[j - 1] as SqlToken);
    const variants: string[] = [];
    if (word(sig[k]) === 'WHERE') {
      let f = k - 1;
      while (f >= 0 && !((depthAt[f] as number) === d && word(sig[f]) === 'FROM')) f--;
      if (f >= 0 && f + 1 < k) variants.push(`SELECT 1 FROM ${slice(sig[f + 1] as SqlToken, sig[k - 1] as SqlToken)} WHERE ${condition}`);
    }
    variants.push(`SELECT 1 WHERE ${condition}`);
    out.push({ variants, tokens: j - k + (variants.length > 1 ? k : 0) + 4, hasOr: sig.slice(k + 1, j).some(isOr) });
  }
  return out;
}
