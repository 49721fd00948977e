import { describePlan } from './describe-plan.ts';
import { assertConditionCap, ColumnIndex, type ConditionGroups, extractClauses, parseConditions, parseValue } from './query-clauses.ts';
import { decimalText, type NumberFormat, readNumberText } from './read-number.ts';
import type { NumericFn, PlanAggregate, PlanCondition, StatsPlan } from './stats-plan.ts';

export interface TranslatedStatsQuery {
  /** What to compute, as data for the sandbox's stats runtime. */
  plan: StatsPlan;
  description: string;
}

/** Longer queries are not translated (a language model may still be asked); they cost quadratic regex work here. */
export const MAX_TRANSLATED_QUERY_CHARS = 500;

type Builder = (m: RegExpExecArray, columns: ColumnIndex) => PlanAggregate | null;

const col = (phrase: string | undefined, columns: ColumnIndex) => (phrase === undefined ? null : columns.resolve(phrase));

function numeric(fn: NumericFn): Builder {
  return (m, columns) => {
    const c = col(m[1], columns);
    return c === null ? null : { kind: 'numeric', fn, c };
  };
}

/** Tries every " and " (or other separator) split so column names that contain the separator still resolve. */
function twoColumns(text: string | undefined, sep: RegExp, columns: ColumnIndex): [number, number] | null {
  if (text === undefined) return null;
  const g = new RegExp(sep.source, 'gi');
  for (let m = g.exec(text); m; m = g.exec(text)) {
    const a = columns.resolve(text.slice(0, m.index));
    const b = columns.resolve(text.slice(m.index + m[0].length));
    if (a !== null && b !== null) return [a, b];
  }
  return null;
}

/** A Welch group value as an equality condition on the group column. */
function groupCondition(c: number, raw: string): PlanCondition | null {
  const value = parseValue(raw.trim().replace(/^(["'`])(.*)\1$/s, "'$2'"), 'decimal_point');
  return value ? { c, op: '==', ...value } : null;
}

/** An exact decimal from the query text (percentiles, μ), or null. */
function exactNumber(text: string | undefined): string | null {
  if (text === undefined) return null;
  const n = readNumberText(text);
  return n ? decimalText(n.m, n.s) : null;
}

const SD = String.raw`(?:standard\s+deviation|std\.?\s*dev\.?|stdev|std|sd)`;
const VAR = String.raw`(?:variance|var)`;
const NUM = String.raw`([-+]?\d+(?:\.\d+)?)`;
const ORDINAL = String.raw`(\d+(?:\.\d+)?)(?:st|nd|rd|th)?`;

const PATTERNS: Array<[RegExp, Builder]> = [
  [
    /^(?:how\s+many|number\s+of|count\s+of|count|total\s+number\s+of)\s+(?:rows|records|entries|lines|observations)(?:\s+are\s+there)?$|^(?:how\s+many|count|row\s+count|number\s+of\s+rows)$/i,
    () => ({ kind: 'count' }),
  ],
  [
    /^(?:how\s+many|number\s+of|count\s+of)\s+(?:distinct|unique|different)\s+(.+?)(?:\s+(?:values|are\s+there))?$/i,
    (m, cs) => {
      const c = col(m[1], cs);
      return c === null ? null : { kind: 'distinct', c };
    },
  ],
  [
    /^(?:count|number)\s+of\s+(?:non[-\s]?(?:empty|null|missing)\s+)?(.+?)(?:\s+values)?$/i,
    (m, cs) => {
      const c = col(m[1], cs);
      return c === null ? null : { kind: 'countColumn', c };
    },
  ],
  [new RegExp(String.raw`^${ORDINAL}\s+percentile\s+(?:of|for|in)\s+(.+)$`, 'i'), (m, c) => quantile(percent(m[1]), m[2], c)],
  [new RegExp(String.raw`^(?:percentile|p)\s*${ORDINAL}\s+(?:of|for|in)\s+(.+)$`, 'i'), (m, c) => quantile(percent(m[1]), m[2], c)],
  [/^(\d*\.\d+|0|1)\s+quantile\s+(?:of|for|in)\s+(.+)$/i, (m, c) => quantile(exactNumber(m[1]), m[2], c)],
  [/^quantile\s+(\d*\.\d+|0|1)\s+(?:of|for|in)\s+(.+)$/i, (m, c) => quantile(exactNumber(m[1]), m[2], c)],
  [/^(?:first|lower|1st)\s+quartile\s+(?:of|for|in)\s+(.+)$/i, (m, c) => quantile('0.25', m[1], c)],
  [/^(?:third|upper|3rd)\s+quartile\s+(?:of|for|in)\s+(.+)$/i, (m, c) => quantile('0.75', m[1], c)],
  [/^(?:interquartile\s+range|iqr)\s+(?:of|for|in)\s+(.+)$/i, numeric('iqr')],
  [new RegExp(String.raw`^population\s+${SD}\s+(?:of|for|in)\s+(.+)$`, 'i'), numeric('populationSd')],
  [new RegExp(String.raw`^(?:sample\s+)?${SD}\s+(?:of|for|in)\s+(.+)$`, 'i'), numeric('sampleSd')],
  [new RegExp(String.raw`^population\s+${VAR}\s+(?:of|for|in)\s+(.+)$`, 'i'), numeric('populationVariance')],
  [new RegExp(String.raw`^(?:sample\s+)?${VAR}\s+(?:of|for|in)\s+(.+)$`, 'i'), numeric('sampleVariance')],
  [/^(?:arithmetic\s+)?(?:mean|average|avg)\s+(?:of\s+|for\s+|in\s+)?(.+)$/i, numeric('mean')],
  [/^median\s+(?:of\s+|for\s+|in\s+)?(.+)$/i, numeric('median')],
  [/^(?:mode|most\s+(?:common|frequent)(?:\s+value)?)\s+(?:of\s+|for\s+|in\s+)?(.+)$/i, numeric('mode')],
  [/^(?:sum|total)\s+(?:of\s+|for\s+|in\s+)?(.+)$/i, numeric('sum')],
  [/^(?:min|minimum|lowest|smallest)\s+(?:value\s+)?(?:of\s+|for\s+|in\s+)?(.+)$/i, numeric('min')],
  [/^(?:max|maximum|highest|largest)\s+(?:value\s+)?(?:of\s+|for\s+|in\s+)?(.+)$/i, numeric('max')],
  [/^range\s+(?:of\s+|for\s+|in\s+)(.+)$/i, numeric('range')],
  [
    /^(?:pearson(?:'s)?\s+)?(?:correlation|corr)(?:\s+coefficient)?\s+(?:between|of)\s+(.+)$/i,
    (m, cs) => {
      const pair = twoColumns(m[1], /\s+(?:and|with|vs\.?|versus)\s+/, cs);
      return pair ? { kind: 'correlation', x: pair[0], y: pair[1] } : null;
    },
  ],
  [
    /^(slope|intercept)\s+of\s+(?:the\s+)?(?:linear\s+)?(?:regression\s+(?:line\s+)?(?:of\s+)?)?(.+)$/i,
    (m, c) => regression(m[1] === 'slope' || m[1] === 'Slope' ? 'slope' : 'intercept', m[2], c),
  ],
  [
    /^(?:(?:simple\s+)?linear\s+)?regression\s+(slope|intercept)\s+(?:of\s+)?(.+)$/i,
    (m, c) => regression(m[1]?.toLowerCase() === 'slope' ? 'slope' : 'intercept', m[2], c),
  ],
  [/^(?:(?:simple\s+)?linear\s+regression|regression|regress)\s+(?:of\s+)?(.+)$/i, (m, c) => regression('both', m[1], c)],
  [
    new RegExp(
      String.raw`^(?:one[-\s]sample\s+)?t[-\s]?test\s+(?:of|for|on)\s+(.+?)\s+(?:against|vs\.?|versus|compared\s+to|with\s+(?:mu|mean)\s*=?|mu\s*=|mean\s*=|=)\s*${NUM}$`,
      'i',
    ),
    (m, cs) => {
      const c = col(m[1], cs);
      const mu = exactNumber(m[2]);
      return c === null || mu === null ? null : { kind: 'tTest', c, mu };
    },
  ],
  [
    /^(?:welch(?:'s)?\s+)?(?:two[-\s]sample\s+)?(?:welch(?:'s)?\s+)?t[-\s]?test\s+(?:of|for|on)\s+(.+?)\s+between\s+(.+?)\s*(?:=|==|is)?\s*(\S+)\s+and\s+(?:(?:.+?)\s*(?:=|==|is)\s*)?(\S+)$/i,
    (m, cs) => {
      const c = col(m[1], cs);
      const g = col(m[2], cs);
      if (c === null || g === null || m[3] === undefined || m[4] === undefined) return null;
      const a = groupCondition(g, m[3]);
      const b = groupCondition(g, m[4]);
      return a && b ? { kind: 'welch', c, g, a, b } : null;
    },
  ],
];

/** "95" (from "95th percentile") as the exact fraction 95/100. */
function percent(text: string | undefined): string | null {
  const n = exactNumber(text);
  return n === null ? null : `${n.replace('.', '')}/${10n ** BigInt((n.split('.')[1] ?? '').length) * 100n}`;
}

function quantile(p: string | null, phrase: string | undefined, columns: ColumnIndex): PlanAggregate | null {
  if (p === null) return null;
  const [num, den] = p.includes('/') ? p.split('/') : [p, '1'];
  const value = Number(num) / Number(den);
  if (!Number.isFinite(value) || value < 0 || value > 1) return null;
  const c = col(phrase, columns);
  return c === null ? null : { kind: 'quantile', p, c };
}

function regression(part: 'both' | 'slope' | 'intercept', text: string | undefined, columns: ColumnIndex): PlanAggregate | null {
  const onX = twoColumns(text, /\s+(?:on|against|vs\.?|versus)\s+/, columns);
  return onX ? { kind: 'regression', part, y: onX[0], x: onX[1] } : null;
}

const TWO_SAMPLE = /^(?:welch(?:'s)?\s+)?(?:two[-\s]sample\s+)?(?:welch(?:'s)?\s+)?t[-\s]?test\s+(?:of|for|on)\s+(.+)$/i;

function normaliseMain(text: string): string {
  return text
    .trim()
    .replace(/[?.!\s]+$/, '')
    .replace(
      /^(?:please\s+)?(?:what(?:'s|\s+is|\s+are|\s+was)|compute|calculate|find|give\s+me|show(?:\s+me)?|tell\s+me|get|return|report|determine)\s+/i,
      '',
    )
    .replace(/^(?:the|a|an)\s+/i, '')
    .replace(/\s+/g, ' ');
}

function mergeConditions(a: ConditionGroups | null, b: ConditionGroups): ConditionGroups {
  if (!a) return b;
  // (A1 ∨ A2) ∧ (B1 ∨ B2) distributed into DNF.
  return a.flatMap((x) => b.map((y) => [...x, ...y]));
}

/**
 * Deterministic English → plan translation for common descriptive statistics. Returns null when the query is not
 * understood (the caller may then ask a language model for a program, which must pass checkProgramSafety).
 * "standard deviation"/"variance" without "population" mean the sample (n − 1) versions; quantiles use linear
 * interpolation (type 7, numpy's default); the one-sample t statistic uses the sample standard deviation.
 * Condition values are read with the file's number format. Throws InputTooComplexError past MAX_CONDITIONS.
 */
export function translateStatsQuery(
  query: string,
  columns: string[] | ColumnIndex,
  format: NumberFormat = 'decimal_point',
): TranslatedStatsQuery | null {
  const index = columns instanceof ColumnIndex ? columns : new ColumnIndex(columns);
  if (typeof query !== 'string' || query.length === 0 || query.length > MAX_TRANSLATED_QUERY_CHARS || index.names.length === 0) {
    return null;
  }
  const clauses = extractClauses(query.trim().replace(/[?.!\s]+$/, ''), index, format);
  if (!clauses) return null;
  let main = normaliseMain(clauses.main);
  let where = clauses.where;
  let groupBy = clauses.groupBy;

  const rowsHaving =
    /^(?:how\s+many|number\s+of|count\s+of|count)\s+(?:rows|records|entries)\s+(?:have|has|with|where|satisfy)\s+(.+)$/i.exec(main);
  if (rowsHaving?.[1] !== undefined) {
    const extra = parseConditions(rowsHaving[1], index, format);
    if (!extra) return null;
    where = mergeConditions(where, extra);
    assertConditionCap(where);
    main = 'count';
  }

  let agg: PlanAggregate | null = null;
  const twoSample = TWO_SAMPLE.exec(main);
  if (twoSample && groupBy !== null && !/\sbetween\s|\sagainst\s|=|\svs\.?\s|\sversus\s/i.test(main)) {
    const c = col(twoSample[1], index);
    if (c !== null) agg = { kind: 'welch', c, g: groupBy, a: null, b: null };
    groupBy = null;
  }
  for (const [re, build] of agg ? [] : PATTERNS) {
    const m = re.exec(main);
    if (!m) continue;
    agg = build(m, index);
    if (agg) break;
  }
  if (!agg) return null;
  if (groupBy !== null && (agg.kind === 'welch' || (agg.kind === 'regression' && agg.part === 'both'))) return null;
  const plan: StatsPlan = { where, groupBy, agg };
  return { plan, description: describePlan(plan, index.names) };
}
