// Pieces of the English stats-query grammar: column references, WHERE conditions and GROUP BY clauses.
// Everything here works on the query text only; program text is produced with JSON.stringify'd literals so that no
// query text is ever spliced into generated code unquoted.

export type ConditionOp = '==' | '!=' | '>' | '>=' | '<' | '<=';

export interface Condition {
  column: string;
  op: ConditionOp;
  value: number | string;
}

/** Disjunctive normal form: OR of ANDs (AND binds tighter, as in SQL). */
export type ConditionGroups = Condition[][];

const QUOTED = /^(["'`])(.*)\1$/s;

function squash(s: string): string {
  return s
    .toLowerCase()
    .replace(/[\s_\-.]+/g, ' ')
    .trim();
}

/** Resolves a phrase to a column name: exact (case-insensitive), quoted, or with spaces/underscores interchanged. */
export function resolveColumn(phrase: string, columns: string[]): string | null {
  let p = phrase.trim();
  const quoted = QUOTED.exec(p);
  if (quoted) p = quoted[2] ?? '';
  else p = p.replace(/^(?:the\s+)?(?:columns?\s+|field\s+)?/i, '').replace(/\s+(?:columns?|field|values?)$/i, '');
  if (!p) return null;
  const lower = p.toLowerCase();
  const exact = columns.find((c) => c.toLowerCase() === lower);
  if (exact !== undefined) return exact;
  const sq = squash(p);
  const loose = columns.filter((c) => squash(c) === sq);
  return loose.length === 1 ? (loose[0] ?? null) : null;
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

const OPERATORS: Array<[RegExp, ConditionOp]> = [
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

function parseValue(raw: string): number | string | null {
  const t = raw.trim();
  if (!t) return null;
  const quoted = QUOTED.exec(t);
  if (quoted) return quoted[2] ?? '';
  if (/^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i.test(t)) return Number(t);
  if (/^(?:true|yes)$/i.test(t)) return 1;
  if (/^(?:false|no)$/i.test(t)) return 0;
  return t;
}

function parseCondition(text: string, columns: string[]): Condition | null {
  // Try every operator at every position and keep the split whose left side names a column; the column phrase may
  // itself contain words like "over" or "is".
  for (const [re, op] of OPERATORS) {
    const global = new RegExp(re.source, 'gi');
    for (let m = global.exec(text); m; m = global.exec(text)) {
      const column = resolveColumn(text.slice(0, m.index), columns);
      if (!column) continue;
      const value = parseValue(text.slice(m.index + m[0].length));
      if (value === null) continue;
      return { column, op, value };
    }
  }
  return null;
}

/** Parses `a = 'x' and b > 3 or c between 1 and 5`; returns null if any part is not understood. */
export function parseConditions(text: string, columns: string[]): ConditionGroups | null {
  const expanded = text.replace(
    /(^|\s+(?:and|or)\s+)(.+?)\s+between\s+(\S+)\s+and\s+(\S+)(?=\s+(?:and|or)\s+|$)/gi,
    (_all, lead: string, col: string, lo: string, hi: string) => `${lead}${col} >= ${lo} and ${col} <= ${hi}`,
  );
  const groups: ConditionGroups = [];
  for (const disjunct of splitOutsideQuotes(expanded.trim(), /^\s+or\s+/i)) {
    const group: Condition[] = [];
    for (const conjunct of splitOutsideQuotes(disjunct.trim(), /^\s+(?:and|&&)\s+/i)) {
      const c = parseCondition(conjunct.trim(), columns);
      if (!c) return null;
      group.push(c);
    }
    groups.push(group);
  }
  return groups.length > 0 ? groups : null;
}

function conditionCode(c: Condition): string {
  const cell = `r[${JSON.stringify(c.column)}]`;
  if (typeof c.value === 'number') {
    const v = JSON.stringify(c.value);
    const jsOp = c.op === '==' ? '===' : c.op === '!=' ? '!==' : c.op;
    return `(typeof ${cell} === "number" && ${cell} ${jsOp} ${v})`;
  }
  // Text comparisons ignore case: queries rarely match the data's capitalisation exactly.
  const v = JSON.stringify(c.value.toLowerCase());
  const text = `String(${cell}).toLowerCase()`;
  const present = `${cell} !== null`;
  if (c.op === '==') return `(${present} && ${text} === ${v})`;
  if (c.op === '!=') return `(${cell} === null || ${text} !== ${v})`;
  return `(${present} && ${text} ${c.op} ${v})`;
}

/** JavaScript boolean expression over a row variable `r`. */
export function conditionsCode(groups: ConditionGroups): string {
  return groups
    .map((g) => g.map(conditionCode).join(' && '))
    .map((s) => (groups.length > 1 ? `(${s})` : s))
    .join(' || ');
}

export function describeConditions(groups: ConditionGroups): string {
  const one = (c: Condition) => `${c.column} ${c.op === '==' ? '=' : c.op} ${typeof c.value === 'number' ? c.value : `'${c.value}'`}`;
  return groups.map((g) => g.map(one).join(' and ')).join(' or ');
}

export interface QueryClauses {
  main: string;
  where: ConditionGroups | null;
  groupBy: string | null;
}

const GROUP_RE = /\s+(?:grouped\s+by|group\s+by|broken\s+down\s+by|split\s+by|for\s+each|for\s+every|per|by)\s+(.+?)$/i;
const WHERE_RE = /\s+(?:for\s+(?:rows|records|entries)\s+(?:where|with)|among\s+(?:rows|records)\s+where|where|when|restricted\s+to)\s+/i;

/** Peels `group by X` (at the end of the main part or of the where part) and `where …` off a query. */
export function extractClauses(query: string, columns: string[]): QueryClauses | null {
  let text = query;
  let groupBy: string | null = null;
  const takeGroup = (s: string): string => {
    const m = GROUP_RE.exec(s);
    if (!m || m[1] === undefined) return s;
    const col = resolveColumn(m[1], columns);
    if (!col) return s;
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
    where = parseConditions(wherePart, columns);
    if (!where) return null;
  }
  return { main: text.trim(), where, groupBy };
}
