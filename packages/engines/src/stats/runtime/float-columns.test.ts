import { describe, expect, it } from 'vitest';
import type { NumericFn, PlanAggregate, PlanCondition, StatsPlan, WireTable } from '../stats-plan.ts';
import { run } from './stats-runtime.ts';

// A numeric column travels from the API as a Float64Array (NaN: not a number) and from JSON as an array (null: not a
// number). The runtime must give the same answer, and count the same cells, for both.

function tables(): { json: WireTable; typed: WireTable } {
  const x = [12, null, -7, 30, 30, null, 5, 0, 18, -7, 41, 2];
  const y = [3, 8, null, 1, 1, 6, null, 4, 9, 2, 5, 7];
  const g = [0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, -1];
  const num = (m: Array<number | null>) => ({
    s: 1,
    m,
    bad: m.flatMap((v, i) => (v === null && i % 2 === 1 ? [i] : [])),
    big: [],
    numbers: m.filter((v) => v !== null).length,
  });
  const typedNum = (m: Array<number | null>) => ({ ...num(m), m: Float64Array.from(m, (v) => (v === null ? Number.NaN : v)) });
  const text = { codes: g, lower: ['eu', 'us'], keyOf: [0, 1], keys: ['EU', 'US'] };
  const base = { n: x.length, columns: ['x', 'y', 'g'] };
  return {
    json: { ...base, cols: [{ num: num(x) }, { num: num(y) }, { text }] },
    typed: { ...base, cols: [{ num: typedNum(x) }, { num: typedNum(y) }, { text }] },
  };
}

const FNS: NumericFn[] = [
  'mean',
  'median',
  'mode',
  'sum',
  'min',
  'max',
  'range',
  'sampleSd',
  'populationSd',
  'sampleVariance',
  'populationVariance',
  'iqr',
];
const AGGREGATES: PlanAggregate[] = [
  ...FNS.map((fn): PlanAggregate => ({ kind: 'numeric', fn, c: 0 })),
  { kind: 'countColumn', c: 0 },
  { kind: 'quantile', p: '0.9', c: 1 },
  { kind: 'tTest', c: 0, mu: '4.5' },
  { kind: 'correlation', x: 0, y: 1 },
  { kind: 'regression', part: 'both', x: 0, y: 1 },
  { kind: 'welch', c: 0, g: 2, a: null, b: null },
  { kind: 'welch', c: 0, g: 0, a: { c: 1, op: '>', num: '0.4' }, b: { c: 1, op: '<=', num: '0.4' } },
];
const CONDITIONS: PlanCondition[] = (['==', '!=', '<', '<=', '>', '>='] as const).flatMap((op) => [
  { c: 0, op, num: '3' },
  { c: 0, op, num: '0.25' },
  { c: 1, op, num: '-0.7' },
]);

describe('the stats runtime over Float64Array columns', () => {
  it('answers every aggregate, condition and grouping as over the array form', () => {
    const { json, typed } = tables();
    const plans: StatsPlan[] = [];
    for (const agg of AGGREGATES) {
      plans.push({ where: null, groupBy: null, agg });
      plans.push({ where: null, groupBy: 2, agg });
      for (const c of CONDITIONS) plans.push({ where: [[c]], groupBy: null, agg });
    }
    for (const plan of plans) expect(run(plan, typed), JSON.stringify(plan)).toEqual(run(plan, json));
  });

  it('never counts a NaN cell as a number', () => {
    const { typed } = tables();
    const count = run({ where: null, groupBy: null, agg: { kind: 'countColumn', c: 0 } }, typed);
    expect(count.value).toEqual({ v: 10, x: '10' });
    // x is 3.0 in two of its ten number cells; no cell is 0.25, and the two NaN cells match neither.
    const notThree = run({ where: [[{ c: 0, op: '!=', num: '3' }]], groupBy: null, agg: { kind: 'count' } }, typed);
    expect(notThree.selected).toBe(8);
    const notQuarter = run({ where: [[{ c: 0, op: '!=', num: '0.25' }]], groupBy: null, agg: { kind: 'count' } }, typed);
    expect(notQuarter.selected).toBe(10);
  });
});
