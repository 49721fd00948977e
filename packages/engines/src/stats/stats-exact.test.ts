import { describe, expect, it } from 'vitest';
import { InputTooComplexError } from '../budget.ts';
import { readCsvHeader } from './csv-scanner.ts';
import { preparePlan, STATS_LIMITS } from './prepare-stats.ts';
import { MAX_GROUPS } from './runtime/stats-runtime.ts';
import { PASS_COST, selectionCost } from './stats-plan.ts';
import { runStats } from './test-stats-sandbox.ts';

const csv = (header: string, values: string[]) => `${header}\n${values.join('\n')}\n`;

describe('stats: numbers are parsed, not dropped', () => {
  it('sums, maxes and averages integers beyond 2^53 exactly (the issue example)', async () => {
    const data = csv('n', ['9007199254740993', '1', '1', '12345678901234567890']);
    const sum = await runStats(data, 'sum of n');
    expect(sum.result).toMatchObject({
      status: 'SUCCESS',
      exact_value: '12354686100489308885',
      computed_value: Number(12354686100489308885n),
    });
    expect((await runStats(data, 'max of n')).result).toMatchObject({ status: 'SUCCESS', exact_value: '12345678901234567890' });
    expect((await runStats(data, 'min of n')).result).toMatchObject({ status: 'SUCCESS', exact_value: '1' });
    expect((await runStats(data, 'count of n')).result).toMatchObject({ status: 'SUCCESS', computed_value: 4 });
    expect((await runStats(data, 'mean of n')).result).toMatchObject({ exact_value: '3088671525122327221.25' });
    expect((await runStats(data, 'median of n')).result).toMatchObject({ exact_value: '4503599627370497' });
  });

  it('orders negative values beyond 2^52 exactly in the sandbox (QuickJS compares mixed number/BigInt pairs wrongly)', async () => {
    const data = csv('x', ['-270442039438000000000000000000', '-72875399352700', '5', '-9007199254740993']);
    expect((await runStats(data, 'min of x')).result).toMatchObject({ exact_value: '-270442039438000000000000000000' });
    expect((await runStats(data, 'max of x')).result).toMatchObject({ exact_value: '5' });
    expect((await runStats(data, 'median of x')).result).toMatchObject({ exact_value: '-4540037327046846.5' });
    expect((await runStats(data, 'mode of x')).result).toMatchObject({ exact_value: '-270442039438000000000000000000' });
    expect((await runStats(data, 'count rows where x < -72875399352699')).result).toMatchObject({ computed_value: 3 });
    expect((await runStats(data, 'count rows where x >= -9007199254740993')).result).toMatchObject({ computed_value: 3 });
  });

  it('reads thousands separators, currency, accounting negatives and percentages', async () => {
    const data = csv('amount,rate', ['"1,234.50",5%', '$12,12.5%', '(15),(1%)', '€8.75,0.5%', '"-$2,000.05",100%']);
    // (1234.50 + 12 − 15 + 8.75 − 2000.05) / 5 = −151.96
    expect((await runStats(data, 'mean of amount')).result).toMatchObject({
      status: 'SUCCESS',
      exact_value: '-151.96',
      computed_value: -151.96,
    });
    expect((await runStats(data, 'sum of rate')).result).toMatchObject({ status: 'SUCCESS', exact_value: '1.17' });
  });

  it('reads decimal-comma files with number_format', async () => {
    const data = csv('name;amount', ['a;"1.234,50"', 'b;12,5', 'c;(3)']);
    const run = await runStats(data, 'sum of amount where amount > 10,25', { numberFormat: 'decimal_comma' });
    expect(run.result).toMatchObject({ status: 'SUCCESS', exact_value: '1247' });
  });

  it('answers PARTIAL, never a silent SUCCESS, when cells of the column cannot be read, with their rows', async () => {
    const data = csv('region,amount', ['EU,10', 'EU,ten', 'US,20', 'EU,', 'EU,"1,5"', 'EU,NA', 'US,30']);
    const run = await runStats(data, 'mean of amount');
    expect(run.result).toMatchObject({
      status: 'PARTIAL',
      computed_value: 20,
      values_used: 3,
      skipped_cells: [{ column: 'amount', count: 2, rows: [3, 6] }],
    });
    expect(run.result?.warning).toContain('rows 3, 6');
    // Only the selected rows count for the aggregate column...
    expect((await runStats(data, "mean of amount where region = 'US'")).result).toMatchObject({ status: 'SUCCESS', computed_value: 25 });
    // ...but every unreadable cell of a column compared numerically does (its rows could not be tested).
    const filtered = await runStats(data, "count rows where amount > 5 and region = 'US'");
    expect(filtered.result).toMatchObject({
      status: 'PARTIAL',
      computed_value: 2,
      skipped_cells: [{ column: 'amount', count: 2, rows: [3, 6] }],
    });
  });

  it('computes 0.1 + 0.2 as exactly 0.3 and reports irrational values without an exact text', async () => {
    const data = csv('x', ['0.1', '0.2']);
    expect((await runStats(data, 'sum of x')).result).toMatchObject({ exact_value: '0.3', computed_value: 0.3 });
    const sd = await runStats(data, 'sd of x');
    expect(sd.result).toMatchObject({ status: 'SUCCESS', exact_value: null, computed_value: Math.sqrt(0.005) });
  });
});

describe('stats: column names and values are data, not code', () => {
  const names = ['call', 'then', 'toString', 'constructor', '__proto__', 'valueOf', 'prototype'];
  it.each(names)('a column named %s is computed, not blocked', async (name) => {
    const data = csv(`${name},g`, ['1,a', '2,b', '4,a']);
    expect((await runStats(data, `mean of ${name}`)).result).toMatchObject({ status: 'SUCCESS', exact_value: '7/3' });
    expect((await runStats(data, `sum of ${name} by g`)).result).toMatchObject({ status: 'SUCCESS', computed_value: { a: 5, b: 2 } });
    expect((await runStats(data, `count rows where ${name} > 1`)).result).toMatchObject({ computed_value: 2 });
  });

  it('keeps group keys such as __proto__ and constructor as ordinary keys', async () => {
    const data = csv('g,v', ['__proto__,1', 'constructor,2', '__proto__,3', 'toString,4']);
    const run = await runStats(data, 'sum of v by g');
    expect(run.result?.computed_value).toEqual(
      Object.fromEntries([
        ['__proto__', 4],
        ['constructor', 2],
        ['toString', 4],
      ]),
    );
    expect(Object.getPrototypeOf(run.result?.computed_value)).toBe(Object.prototype);
    expect(Object.keys(run.result?.computed_value as object)).toEqual(['__proto__', 'constructor', 'toString']);
  });
});

describe('stats: caps before work, counters during it', () => {
  it(`answers ERROR past ${MAX_GROUPS} groups`, async () => {
    const data = csv(
      'g,v',
      Array.from({ length: MAX_GROUPS + 1 }, (_, i) => `k${i},${i}`),
    );
    const run = await runStats(data, 'sum of v by g');
    expect(run.result).toMatchObject({ status: 'ERROR' });
    expect(run.result?.message).toContain('groups');
  });

  it('refuses a plan whose work bound passes the cap, before the sandbox is called', () => {
    const data = csv(
      'a,b',
      Array.from({ length: 2_000 }, (_, i) => `${i},${i % 7}`),
    );
    const header = readCsvHeader(data);
    const conditions = Array.from({ length: 20 }, (_, i) => `a > ${i}`).join(' and ');
    expect(() => preparePlan(data, header, `correlation between a and b where ${conditions}`, { limits: { maxWork: 40_000 } })).toThrow(
      InputTooComplexError,
    );
    expect(() => preparePlan(data, header, 'mean of a', { limits: { maxCells: 1_000 } })).toThrow(/cells/);
  });

  it.each([
    ['32 conditions and a correlation', (i: number) => `${100 + (i % 997)},${(i * 7919) % 1009},y${i % 13}`],
    ['a correlation of values past 2^26 (split products)', (i: number) => `${1e9 + (i % 997)}.25,${(i * 7919) % 1009}.5,y`],
  ])('stays within its work bound at the work cap: %s', async (_name, row) => {
    // Conditions on the two columns the correlation reads, so the work cap is reached within the cells cap.
    const conditions = Array.from({ length: 32 }, (_, i) => (i % 2 ? `a >= ${i}` : `b != ${i + 2000}`)).join(' and ');
    const query = `correlation between a and b where ${conditions}`;
    const perRow = selectionCost(32) + PASS_COST.paired;
    const rows = Math.floor(STATS_LIMITS.maxWork / perRow);
    expect(2 * rows).toBeLessThanOrEqual(STATS_LIMITS.maxCells);
    const run = await runStats(
      csv(
        'a,b,c',
        Array.from({ length: rows }, (_, i) => row(i)),
      ),
      query,
    );
    expect(run.sandboxError).toBeUndefined();
    expect(run.result?.status).toBe('SUCCESS');
    expect(run.prepared?.workBound).toBeGreaterThan(STATS_LIMITS.maxWork * 0.99);
    expect(run.work).toBeLessThanOrEqual(run.prepared?.workBound ?? 0);
  });

  it('reports work units that match the bound for common plans', async () => {
    const data = csv(
      'a,b,g',
      Array.from({ length: 500 }, (_, i) => `${i},${i % 11},${i % 3}`),
    );
    for (const q of [
      'mean of a',
      'median of a by g',
      'correlation between a and b where g = 1',
      'how many distinct b',
      'welch t-test of a between g 1 and 2',
    ]) {
      const run = await runStats(data, q);
      expect(run.result?.status, q).toBe('SUCCESS');
      expect(run.work, q).toBeGreaterThan(0);
      expect(run.work, q).toBeLessThanOrEqual(run.prepared?.workBound ?? 0);
    }
  });
});
