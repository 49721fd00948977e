import {
  type ConditionGroups,
  conditionsCode,
  describeConditions,
  extractClauses,
  parseConditions,
  resolveColumn,
} from './query-clauses.ts';
import { type Aggregate, aggregateCode, describeAggregate, helperSource, type NumericFn } from './stats-aggregates.ts';

export interface TranslatedStatsQuery {
  /** JavaScript over the globals `rows` (array of row objects) and `ss` (simple-statistics); completion value = answer. */
  program: string;
  description: string;
}

type Builder = (m: RegExpExecArray, columns: string[]) => Aggregate | null;

const col = (phrase: string | undefined, columns: string[]) => (phrase === undefined ? null : resolveColumn(phrase, columns));

function numeric(fn: NumericFn): Builder {
  return (m, columns) => {
    const column = col(m[1], columns);
    return column ? { kind: 'numeric', fn, column } : null;
  };
}

/** Tries every " and " (or other separator) split so column names that contain the separator still resolve. */
function twoColumns(text: string | undefined, sep: RegExp, columns: string[]): [string, string] | null {
  if (text === undefined) return null;
  const g = new RegExp(sep.source, 'gi');
  for (let m = g.exec(text); m; m = g.exec(text)) {
    const a = resolveColumn(text.slice(0, m.index), columns);
    const b = resolveColumn(text.slice(m.index + m[0].length), columns);
    if (a && b) return [a, b];
  }
  return null;
}

function parseGroupValue(raw: string): string | number {
  const t = raw.trim().replace(/^(["'`])(.*)\1$/s, '$2');
  return /^[-+]?\d+(?:\.\d+)?$/.test(t) ? Number(t) : t;
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
    (m, c) => {
      const column = col(m[1], c);
      return column ? { kind: 'distinct', column } : null;
    },
  ],
  [
    /^(?:count|number)\s+of\s+(?:non[-\s]?(?:empty|null|missing)\s+)?(.+?)(?:\s+values)?$/i,
    (m, c) => {
      const column = col(m[1], c);
      return column ? { kind: 'countColumn', column } : null;
    },
  ],
  [new RegExp(String.raw`^${ORDINAL}\s+percentile\s+(?:of|for|in)\s+(.+)$`, 'i'), (m, c) => quantile(Number(m[1]) / 100, m[2], c)],
  [new RegExp(String.raw`^(?:percentile|p)\s*${ORDINAL}\s+(?:of|for|in)\s+(.+)$`, 'i'), (m, c) => quantile(Number(m[1]) / 100, m[2], c)],
  [/^(\d*\.\d+|0|1)\s+quantile\s+(?:of|for|in)\s+(.+)$/i, (m, c) => quantile(Number(m[1]), m[2], c)],
  [/^quantile\s+(\d*\.\d+|0|1)\s+(?:of|for|in)\s+(.+)$/i, (m, c) => quantile(Number(m[1]), m[2], c)],
  [/^(?:first|lower|1st)\s+quartile\s+(?:of|for|in)\s+(.+)$/i, (m, c) => quantile(0.25, m[1], c)],
  [/^(?:third|upper|3rd)\s+quartile\s+(?:of|for|in)\s+(.+)$/i, (m, c) => quantile(0.75, m[1], c)],
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
    (m, c) => {
      const pair = twoColumns(m[1], /\s+(?:and|with|vs\.?|versus)\s+/, c);
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
    (m, c) => {
      const column = col(m[1], c);
      return column ? { kind: 'tTest', column, mu: Number(m[2]) } : null;
    },
  ],
  [
    /^(?:welch(?:'s)?\s+)?(?:two[-\s]sample\s+)?(?:welch(?:'s)?\s+)?t[-\s]?test\s+(?:of|for|on)\s+(.+?)\s+between\s+(.+?)\s*(?:=|==|is)?\s*(\S+)\s+and\s+(?:(?:.+?)\s*(?:=|==|is)\s*)?(\S+)$/i,
    (m, c) => {
      const column = col(m[1], c);
      const groupColumn = col(m[2], c);
      if (!column || !groupColumn || m[3] === undefined || m[4] === undefined) return null;
      return { kind: 'welch', column, groupColumn, a: parseGroupValue(m[3]), b: parseGroupValue(m[4]) };
    },
  ],
];

function quantile(p: number, phrase: string | undefined, columns: string[]): Aggregate | null {
  if (!Number.isFinite(p) || p < 0 || p > 1) return null;
  const column = col(phrase, columns);
  return column ? { kind: 'quantile', p, column } : null;
}

function regression(part: 'both' | 'slope' | 'intercept', text: string | undefined, columns: string[]): Aggregate | null {
  const onX = twoColumns(text, /\s+(?:on|against|vs\.?|versus)\s+/, columns);
  if (onX) return { kind: 'regression', part, y: onX[0], x: onX[1] };
  return null;
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

function mergeConditions(a: ConditionGroups | null, b: ConditionGroups | null): ConditionGroups | null {
  if (!a) return b;
  if (!b) return a;
  // (A1 ∨ A2) ∧ (B1 ∨ B2) distributed into DNF.
  return a.flatMap((x) => b.map((y) => [...x, ...y]));
}

/**
 * Deterministic English → JavaScript translation for common descriptive statistics. Returns null when the query is
 * not understood (the caller may then ask a language model, whose program must pass checkProgramSafety).
 * "standard deviation"/"variance" without "population" mean the sample (n − 1) versions; quantiles use linear
 * interpolation (type 7, numpy's default); the one-sample t statistic uses the sample standard deviation.
 */
export function translateStatsQuery(query: string, columns: string[]): TranslatedStatsQuery | null {
  if (typeof query !== 'string' || query.length === 0 || query.length > 500 || columns.length === 0) return null;
  const clauses = extractClauses(query.trim().replace(/[?.!\s]+$/, ''), columns);
  if (!clauses) return null;
  let main = normaliseMain(clauses.main);
  let where = clauses.where;
  let groupBy = clauses.groupBy;

  const rowsHaving =
    /^(?:how\s+many|number\s+of|count\s+of|count)\s+(?:rows|records|entries)\s+(?:have|has|with|where|satisfy)\s+(.+)$/i.exec(main);
  if (rowsHaving?.[1] !== undefined) {
    const extra = parseConditions(rowsHaving[1], columns);
    if (!extra) return null;
    where = mergeConditions(where, extra);
    main = 'count';
  }

  let agg: Aggregate | null = null;
  const twoSample = TWO_SAMPLE.exec(main);
  if (twoSample && groupBy && !/\sbetween\s|\sagainst\s|=|\svs\.?\s|\sversus\s/i.test(main)) {
    const column = col(twoSample[1], columns);
    if (column) agg = { kind: 'welch', column, groupColumn: groupBy, a: null, b: null };
    groupBy = null;
  }
  for (const [re, build] of agg ? [] : PATTERNS) {
    const m = re.exec(main);
    if (!m) continue;
    agg = build(m, columns);
    if (agg) break;
  }
  if (!agg) return null;
  if (groupBy && (agg.kind === 'welch' || (agg.kind === 'regression' && agg.part === 'both'))) return null;

  const code = aggregateCode(agg);
  const lines = [helperSource(code.helpers), `const agg = ${code.fn};`];
  lines.push(where ? `const data = rows.filter((r) => ${conditionsCode(where)});` : 'const data = rows;');
  if (groupBy) {
    if (!code.helpers.includes('groupRows')) lines.unshift(helperSource(['groupRows']));
    lines.push(`Object.fromEntries(groupRows(data, ${JSON.stringify(groupBy)}).map((e) => [e[0], agg(e[1])]));`);
  } else {
    lines.push('agg(data);');
  }
  let description = describeAggregate(agg);
  if (where) description += ` where ${describeConditions(where)}`;
  if (groupBy) description += `, grouped by ${groupBy}`;
  return { program: lines.filter((l) => l.length > 0).join('\n'), description };
}
