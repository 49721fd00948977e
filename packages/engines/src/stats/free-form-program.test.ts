import { describe, expect, it } from 'vitest';
import { checkProgramSafety } from './check-program-safety.ts';
import { readCsvHeader } from './csv-scanner.ts';
import { finishProgram, prepareProgram } from './prepare-stats.ts';
import { statsTestExecutor } from './test-stats-sandbox.ts';

// Free-form programs (from a configured language model) get row objects built by the sandbox runtime; they compute in
// doubles, so their answers are PARTIAL whenever the table has cells they may have mis-read.

async function runProgram(csv: string, program: string) {
  expect(checkProgramSafety(program)).toEqual({ safe: true });
  const header = readCsvHeader(csv);
  const { table, request } = prepareProgram(csv, header, program);
  const run = await statsTestExecutor.run(request);
  expect(run.ok, JSON.stringify(run)).toBe(true);
  return finishProgram(header, table, run.ok ? run.output : undefined);
}

describe('free-form stats programs', () => {
  it('see rows of numbers, texts and nulls, with formatted numbers read by the same rule', async () => {
    const csv = 'region,amount\nEU,"1,234.50"\nUS,$12\nEU,(15)\nUS,\n';
    const r = await runProgram(csv, 'ss.sum(rows.map((r) => r.amount).filter((v) => typeof v === "number"))');
    expect(r).toMatchObject({ status: 'SUCCESS', computed_value: 1231.5, exact_value: null });
    const labels = await runProgram(csv, 'rows.filter((r) => r.region === "EU" && r.amount === null).length');
    expect(labels.computed_value).toBe(0);
  });

  it('keep a column named __proto__ as an own data property', async () => {
    const r = await runProgram(
      '__proto__,b\n3,4\n5,6\n',
      'rows.map((r) => Object.keys(r).length + Object.values(r)[0]).reduce((a, b) => a + b, 0)',
    );
    expect(r.computed_value).toBe(2 + 3 + 2 + 5);
  });

  it('answer PARTIAL when a column mixes numbers with unreadable cells, or holds integers beyond double precision', async () => {
    const mixed = await runProgram('a\n1\nabc\n3\n', 'ss.mean(rows.map((r) => r.a).filter((v) => typeof v === "number"))');
    expect(mixed).toMatchObject({ status: 'PARTIAL', computed_value: 2, skipped_cells: [{ column: 'a', count: 1, rows: [3] }] });
    const big = await runProgram('n\n9007199254740993\n1\n', 'rows.length');
    expect(big.status).toBe('PARTIAL');
    expect(big.warning).toContain('beyond double precision');
    const text = await runProgram('name,v\nx,1\ny,2\n', 'rows.length');
    expect(text.status).toBe('SUCCESS');
  });
});
