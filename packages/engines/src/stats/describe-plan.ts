import { describeConditions } from './query-clauses.ts';
import type { NumericFn, PlanAggregate, PlanCondition, StatsPlan } from './stats-plan.ts';

const NUMERIC_LABELS: Record<NumericFn, string> = {
  mean: 'mean',
  median: 'median',
  mode: 'mode (smallest value on ties)',
  sum: 'sum',
  min: 'minimum',
  max: 'maximum',
  range: 'range (max − min)',
  sampleSd: 'sample standard deviation (n − 1)',
  populationSd: 'population standard deviation (n)',
  sampleVariance: 'sample variance (n − 1)',
  populationVariance: 'population variance (n)',
  iqr: 'interquartile range (linear interpolation, type 7)',
};

function groupValue(c: PlanCondition): string {
  return 'num' in c ? c.num : c.text;
}

export function describeAggregate(agg: PlanAggregate, columns: string[]): string {
  const name = (c: number) => columns[c] ?? `#${c}`;
  switch (agg.kind) {
    case 'count':
      return 'number of rows';
    case 'countColumn':
      return `number of non-empty values of ${name(agg.c)}`;
    case 'distinct':
      return `number of distinct values of ${name(agg.c)}`;
    case 'numeric':
      return `${NUMERIC_LABELS[agg.fn]} of ${name(agg.c)}`;
    case 'quantile':
      return `quantile p=${agg.p} of ${name(agg.c)} (linear interpolation, type 7)`;
    case 'correlation':
      return `Pearson correlation between ${name(agg.x)} and ${name(agg.y)}`;
    case 'regression':
      return `least-squares linear regression of ${name(agg.y)} on ${name(agg.x)} (${agg.part === 'both' ? 'slope and intercept' : agg.part})`;
    case 'tTest':
      return `one-sample t statistic of ${name(agg.c)} against ${agg.mu} (sample standard deviation)`;
    case 'welch':
      return agg.a && agg.b
        ? `Welch two-sample t statistic and degrees of freedom of ${name(agg.c)}: ${name(agg.g)} = ${groupValue(agg.a)} minus ${name(agg.g)} = ${groupValue(agg.b)}`
        : `Welch two-sample t statistic and degrees of freedom of ${name(agg.c)} between the two ${name(agg.g)} groups (alphabetical order, first minus second)`;
  }
}

/** What a plan computes, in words, for the answer's `description`. */
export function describePlan(plan: StatsPlan, columns: string[]): string {
  let description = describeAggregate(plan.agg, columns);
  if (plan.where) description += ` where ${describeConditions(plan.where, columns)}`;
  if (plan.groupBy !== null) description += `, grouped by ${columns[plan.groupBy]}`;
  return description;
}
