// The aggregates the deterministic translator knows, and the JavaScript each one compiles to. Generated code uses
// only `rows`, `ss`, Math/Number/String/Object.fromEntries/isFinite and local names, so it passes checkProgramSafety.

export type NumericFn =
  | 'mean'
  | 'median'
  | 'mode'
  | 'sum'
  | 'min'
  | 'max'
  | 'range'
  | 'sampleSd'
  | 'populationSd'
  | 'sampleVariance'
  | 'populationVariance'
  | 'iqr';

export type Aggregate =
  | { kind: 'count' }
  | { kind: 'countColumn'; column: string }
  | { kind: 'distinct'; column: string }
  | { kind: 'numeric'; fn: NumericFn; column: string }
  | { kind: 'quantile'; p: number; column: string }
  | { kind: 'correlation'; x: string; y: string }
  | { kind: 'regression'; part: 'both' | 'slope' | 'intercept'; x: string; y: string }
  | { kind: 'tTest'; column: string; mu: number }
  | { kind: 'welch'; column: string; groupColumn: string; a: string | number | null; b: string | number | null };

const NUMERIC: Record<NumericFn, { min: number; expr: string; label: string }> = {
  mean: { min: 1, expr: 'ss.mean(xs)', label: 'mean' },
  median: { min: 1, expr: 'ss.median(xs)', label: 'median' },
  mode: { min: 1, expr: 'ss.mode(xs)', label: 'mode (smallest value on ties)' },
  sum: { min: 1, expr: 'ss.sum(xs)', label: 'sum' },
  min: { min: 1, expr: 'ss.min(xs)', label: 'minimum' },
  max: { min: 1, expr: 'ss.max(xs)', label: 'maximum' },
  range: { min: 1, expr: 'ss.max(xs) - ss.min(xs)', label: 'range (max − min)' },
  sampleSd: { min: 2, expr: 'ss.sampleStandardDeviation(xs)', label: 'sample standard deviation (n − 1)' },
  populationSd: { min: 1, expr: 'ss.standardDeviation(xs)', label: 'population standard deviation (n)' },
  sampleVariance: { min: 2, expr: 'ss.sampleVariance(xs)', label: 'sample variance (n − 1)' },
  populationVariance: { min: 1, expr: 'ss.variance(xs)', label: 'population variance (n)' },
  iqr: { min: 1, expr: 'ss.interquartileRange(xs)', label: 'interquartile range (linear interpolation, type 7)' },
};

const HELPERS = {
  num: 'const num = (g, c) => g.map((r) => r[c]).filter((v) => typeof v === "number" && isFinite(v));',
  pairs:
    'const pairs = (g, x, y) => g.filter((r) => typeof r[x] === "number" && isFinite(r[x]) && typeof r[y] === "number" && isFinite(r[y])).map((r) => [r[x], r[y]]);',
  stat: 'const stat = (xs, min, f) => (xs.length >= min ? f(xs) : null);',
  welch: [
    'const welch = (a, b) => {',
    '  if (a.length < 2 || b.length < 2) return null;',
    '  const va = ss.sampleVariance(a) / a.length;',
    '  const vb = ss.sampleVariance(b) / b.length;',
    '  const t = (ss.mean(a) - ss.mean(b)) / Math.sqrt(va + vb);',
    '  const df = ((va + vb) * (va + vb)) / ((va * va) / (a.length - 1) + (vb * vb) / (b.length - 1));',
    '  return { t: t, df: df };',
    '};',
  ].join('\n'),
  groupRows: [
    'const groupRows = (g, c) => {',
    '  const index = {};',
    '  const out = [];',
    '  for (const r of g) {',
    '    const k = r[c] === null || r[c] === undefined ? "(empty)" : String(r[c]);',
    // The "k:" prefix keeps data values such as "__proto__" from colliding with Object.prototype members.
    '    const slot = "k:" + k;',
    '    if (typeof index[slot] !== "number") { index[slot] = out.length; out.push([k, []]); }',
    '    out[index[slot]][1].push(r);',
    '  }',
    '  return out;',
    '};',
  ].join('\n'),
  distinct: [
    'const distinct = (g, c) => {',
    '  const seen = {};',
    '  let n = 0;',
    '  for (const r of g) {',
    '    const v = r[c];',
    '    if (v === null || v === undefined) continue;',
    '    const slot = typeof v + ":" + String(v);',
    '    if (seen[slot] !== true) { seen[slot] = true; n += 1; }',
    '  }',
    '  return n;',
    '};',
  ].join('\n'),
} as const;

export type HelperName = keyof typeof HELPERS;

const lit = (v: string | number) => JSON.stringify(v);

function matchValue(column: string, value: string | number): string {
  const cell = `r[${lit(column)}]`;
  if (typeof value === 'number') return `(r) => ${cell} === ${lit(value)}`;
  return `(r) => ${cell} !== null && String(${cell}).toLowerCase() === ${lit(value.toLowerCase())}`;
}

/** The aggregate as an arrow function `(g) => …` over an array of rows, plus the helpers it needs. */
export function aggregateCode(agg: Aggregate): { fn: string; helpers: HelperName[] } {
  switch (agg.kind) {
    case 'count':
      return { fn: '(g) => g.length', helpers: [] };
    case 'countColumn':
      return { fn: `(g) => g.filter((r) => r[${lit(agg.column)}] !== null && r[${lit(agg.column)}] !== undefined).length`, helpers: [] };
    case 'distinct':
      return { fn: `(g) => distinct(g, ${lit(agg.column)})`, helpers: ['distinct'] };
    case 'numeric': {
      const n = NUMERIC[agg.fn];
      return { fn: `(g) => stat(num(g, ${lit(agg.column)}), ${n.min}, (xs) => ${n.expr})`, helpers: ['num', 'stat'] };
    }
    case 'quantile':
      return { fn: `(g) => stat(num(g, ${lit(agg.column)}), 1, (xs) => ss.quantile(xs, ${lit(agg.p)}))`, helpers: ['num', 'stat'] };
    case 'correlation':
      return {
        fn: `(g) => stat(pairs(g, ${lit(agg.x)}, ${lit(agg.y)}), 2, (ps) => ss.sampleCorrelation(ps.map((p) => p[0]), ps.map((p) => p[1])))`,
        helpers: ['pairs', 'stat'],
      };
    case 'regression': {
      const pick = agg.part === 'both' ? '({ slope: l.m, intercept: l.b })' : agg.part === 'slope' ? 'l.m' : 'l.b';
      return {
        fn: `(g) => stat(pairs(g, ${lit(agg.x)}, ${lit(agg.y)}), 2, (ps) => { const l = ss.linearRegression(ps); return ${pick}; })`,
        helpers: ['pairs', 'stat'],
      };
    }
    case 'tTest':
      return {
        fn: `(g) => stat(num(g, ${lit(agg.column)}), 2, (xs) => (ss.mean(xs) - ${lit(agg.mu)}) / (ss.sampleStandardDeviation(xs) / Math.sqrt(xs.length)))`,
        helpers: ['num', 'stat'],
      };
    case 'welch': {
      const c = lit(agg.column);
      if (agg.a !== null && agg.b !== null) {
        return {
          fn: `(g) => welch(num(g.filter(${matchValue(agg.groupColumn, agg.a)}), ${c}), num(g.filter(${matchValue(agg.groupColumn, agg.b)}), ${c}))`,
          helpers: ['num', 'welch'],
        };
      }
      // Without named groups the column must hold exactly two groups; they are taken in alphabetical order.
      return {
        fn: `(g) => { const gs = groupRows(g, ${lit(agg.groupColumn)}).sort((p, q) => (p[0] < q[0] ? -1 : p[0] > q[0] ? 1 : 0)); return gs.length === 2 ? welch(num(gs[0][1], ${c}), num(gs[1][1], ${c})) : null; }`,
        helpers: ['num', 'welch', 'groupRows'],
      };
    }
  }
}

export function helperSource(names: Iterable<HelperName>): string {
  return [...new Set(names)].map((n) => HELPERS[n]).join('\n');
}

export function describeAggregate(agg: Aggregate): string {
  switch (agg.kind) {
    case 'count':
      return 'number of rows';
    case 'countColumn':
      return `number of non-empty values of ${agg.column}`;
    case 'distinct':
      return `number of distinct values of ${agg.column}`;
    case 'numeric':
      return `${NUMERIC[agg.fn].label} of ${agg.column}`;
    case 'quantile':
      return `quantile p=${agg.p} of ${agg.column} (linear interpolation, type 7)`;
    case 'correlation':
      return `Pearson correlation between ${agg.x} and ${agg.y}`;
    case 'regression':
      return `least-squares linear regression of ${agg.y} on ${agg.x} (${agg.part === 'both' ? 'slope and intercept' : agg.part})`;
    case 'tTest':
      return `one-sample t statistic of ${agg.column} against ${agg.mu} (sample standard deviation)`;
    case 'welch':
      return agg.a !== null && agg.b !== null
        ? `Welch two-sample t statistic and degrees of freedom of ${agg.column}: ${agg.groupColumn} = ${String(agg.a)} minus ${agg.groupColumn} = ${String(agg.b)}`
        : `Welch two-sample t statistic and degrees of freedom of ${agg.column} between the two ${agg.groupColumn} groups (alphabetical order, first minus second)`;
  }
}
