// Pieces of the English stats-query grammar: column references, WHERE conditions and GROUP BY clauses.
// Everything here works on the query text only and produces plan data (stats-plan.ts): no query text ever becomes
// program text.

import { InputTooComplexError } from '../budget.ts';
import { decimalText, type NumberFormat, readNumberText } from './read-number.ts';
import type { CompareOp, PlanCondition } from './stats-plan.ts';

/** Disjunctive normal form: OR of ANDs (AND binds tighter, as in SQL). */
export type ConditionGroups = PlanCondition[][];

/** At most this many conditions in one query (after `between` and DNF expansion): each costs one test per row. */
export const MAX_CONDITIONS = 32;

const QUOTED = /^(["'`])(.*)\1$/s;

function squash(s: string): string {
  return s
    .toLowerCase()
    .replace(/[\s_\-.]+/g, ' ')
    .trim();
}

/**
 * The table's column names, indexed once per request so that resolving a phrase costs a map lookup, not a scan of
 * every column; `lookups` counts resolutions (the translator's unit of work, asserted in tests).
 */
export class ColumnIndex {
  readonly names: string[];
  lookups = 0;
  private readonly exact = new Map<string, number>();
  private readonly loose = new Map<string, number[]>();

  constructor(names: string[]) {
    this.names = names;
    names.forEach((name, i) => {
      this.exact.set(name.toLowerCase(), i);
      const key = squash(name);
      const list = this.loose.get(key);
      if (list) list.push(i);
      else this.loose.set(key, [i]);
    });
  }

  /** Resolves a phrase to a column index: exact (case-insensitive), quoted, or with spaces/underscores interchanged. */
  resolve(phrase: string): number | null {
    this.lookups++;
    const p = phrase.trim();
    const quoted = QUOTED.exec(p);
    if (quoted) return this.lookup(quoted[2] ?? '');
    const bare = p.replace(/^(?:the\s+)?(?:columns?\s+|field\s+)?/i, '');
    // "order value" names the column order_value before "value" is read as a generic word ("the price values").
    return this.lookup(bare) ?? this.lookup(bare.replace(/\s+(?:columns?|field|values?)$/i, ''));
  }

  private lookup(p: string): number | null {
    if (!p) return null;
    const exact = this.exact.get(p.toLowerCase());
    if (exact !== undefined) return exact;
    const loose = this.loose.get(squash(p));
    return loose && loose.length === 1 ? (loose[0] ?? null) : null;
  }
}

/** Splits on a separator regex only where it occurs outside quotes. */
export function splitOutsideQuotes(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quote) {
      if (ch === quote) quote = null;
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') {
      quote = ch;
      continue;
    }
    const rest = text.slice(i);
    const m = separator.exec(rest);
    if (m && m.index === 0 && m[0].length > 0) {
      parts.push(text.slice(start, i));
      i += m[0].length - 1;
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

const OPERATORS: Array<[RegExp, CompareOp]> = [
  [
    /\s*(?:>=|=>|\bis\s+at\s+least\b|\bat\s+least\b|\bis\s+greater\s+than\s+or\s+equal\s+to\b|\bgreater\s+than\s+or\s+equal\s+to\b)\s*/i,
    '>=',
  ],
  [/\s*(?:<=|=<|\bis\s+at\s+most\b|\bat\s+most\b|\bis\s+less\s+than\s+or\s+equal\s+to\b|\bless\s+than\s+or\s+equal\s+to\b)\s*/i, '<='],
  [/\s*(?:!=|<>|\bis\s+not\b|\bnot\s+equal\s+to\b|\bdoes\s+not\s+equal\b|\bisn't\b)\s*/i, '!='],
  [
    /\s*(?:>|\bis\s+greater\s+than\b|\bgreater\s+than\b|\bis\s+more\s+than\b|\bmore\s+than\b|\bis\s+above\b|\babove\b|\bis\s+over\b|\bover\b|\bexceeds\b|\bis\s+after\b|\bafter\b)\s*/i,
    '>',
  ],
  [/\s*(?:<|\bis\s+less\s+than\b|\bless\s+than\b|\bis\s+below\b|\bbelow\b|\bis\s+under\b|\bunder\b|\bis\s+before\b|\bbefore\b)\s*/i, '<'],
  [/\s*(?:==|=|\bequals\b|\bis\s+equal\s+to\b|\bis\b)\s*/i, '=='],
];

/** A condition value: quoted text stays text; a number (by the file's number format) is exact; yes/no are 1/0. */
export function parseValue(raw: string, format: NumberFormat): { num: string } | { text: string } | null {
  const t = raw.trim();
  if (!t) return null;
  const quoted = QUOTED.exec(t);
  if (quoted) return { text: (quoted[2] ?? '').toLowerCase() };
  if (/^(?:true|yes)$/i.test(t)) return { num: '1' };
  if (/^(?:false|no)$/i.test(t)) return { num: '0' };
  const n = readNumberText(t, format);
  if (n) return { num: decimalText(n.m, n.s) };
  return { text: t.toLowerCase() };
}

function parseCondition(text: string, columns: ColumnIndex, format: NumberFormat): PlanCondition | null {
  // Try every operator at every position and keep the split whose left side names a column; the column phrase may
  // itself contain words like "over" or "is".
  for (const [re, op] of OPERATORS) {
    const global = new RegExp(re.source, 'gi');
    for (let m = global.exec(text); m; m = global.exec(text)) {
      const c = columns.resolve(text.slice(0, m.index));
      if (c === null) continue;
      const value = parseValue(text.slice(m.index + m[0].length), format);
      if (value === null) continue;
      return { c, op, ...value };
    }
  }
  return null;
}

function countConditions(groups: ConditionGroups): number {
  let n = 0;
  for (const g of groups) n += g.length;
  return n;
}

/** Throws InputTooComplexError when a query asks for more than MAX_CONDITIONS row tests. */
export function assertConditionCap(groups: ConditionGroups | null): void {
  if (groups && countConditions(groups) > MAX_CONDITIONS) {
    throw new InputTooComplexError('conditions', MAX_CONDITIONS, `The query has more than ${MAX_CONDITIONS} conditions.`);
  }
}

/** Parses `a = 'x' and b > 3 or c between 1 and 5`; returns null if any part is not understood. */
export function parseConditions(text: string, columns: ColumnIndex, format: NumberFormat): ConditionGroups | null {
  const expanded = text.replace(
    /(^|\s+(?:and|or)\s+)(.+?)\s+between\s+(\S+)\s+and\s+(\S+)(?=\s+(?:and|or)\s+|$)/gi,
    (_all, lead: string, col: string, lo: string, hi: string) => `${lead}${col} >= ${lo} and ${col} <= ${hi}`,
  );
  const groups: ConditionGroups = [];
  for (const disjunct of splitOutsideQuotes(expanded.trim(), /^\s+or\s+/i)) {
    const group: PlanCondition[] = [];
    for (const conjunct of splitOutsideQuotes(disjunct.trim(), /^\s+(?:and|&&)\s+/i)) {
      const c = parseCondition(conjunct.trim(), columns, format);
      if (!c) return null;
      group.push(c);
    }
    groups.push(group);
    assertConditionCap(groups);
  }
  return groups.length > 0 ? groups : null;
}

function describeCondition(c: PlanCondition, columns: string[]): string {
  const value = 'num' in c ? c.num : `'${c.text}'`;
  return `${columns[c.c]} ${c.op === '==' ? '=' : c.op} ${value}`;
}

export function describeConditions(groups: ConditionGroups, columns: string[]): string {
  return groups.map((g) => g.map((c) => describeCondition(c, columns)).join(' and ')).join(' or ');
}

export interface QueryClauses {
  main: string;
  where: ConditionGroups | null;
  groupBy: number | null;
}

const GROUP_RE = /\s+(?:grouped\s+by|group\s+by|broken\s+down\s+by|split\s+by|for\s+each|for\s+every|per|by)\s+(.+?)$/i;
const WHERE_RE = /\s+(?:for\s+(?:rows|records|entries)\s+(?:where|with)|among\s+(?:rows|records)\s+where|where|when|restricted\s+to)\s+/i;

/** Peels `group by X` (at the end of the main part or of the where part) and `where …` off a query. */
export function extractClauses(query: string, columns: ColumnIndex, format: NumberFormat): QueryClauses | null {
  let text = query;
  let groupBy: number | null = null;
  const takeGroup = (s: string): string => {
    const m = GROUP_RE.exec(s);
    if (!m || m[1] === undefined) return s;
    const col = columns.resolve(m[1]);
    if (col === null) return s;
    groupBy = col;
    return s.slice(0, m.index);
  };
  const parts = splitOutsideQuotes(text, new RegExp(`^${WHERE_RE.source}`, 'i'));
  let main = parts[0] ?? '';
  let wherePart = parts.length > 1 ? parts.slice(1).join(' where ') : null;
  if (wherePart !== null) wherePart = takeGroup(wherePart);
  if (groupBy === null) main = takeGroup(main);
  text = main;
  let where: ConditionGroups | null = null;
  if (wherePart !== null) {
    where = parseConditions(wherePart, columns, format);
    if (!where) return null;
  }
  return { main: text.trim(), where, groupBy };
}
