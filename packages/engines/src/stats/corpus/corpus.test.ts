import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { InputTooComplexError } from '../../budget.ts';
import { Rational } from '../../exact/rational.ts';
import type { NumberFormat } from '../read-number.ts';
import { runStats } from '../test-stats-sandbox.ts';

// The stats corpus: tables and queries with answers computed offline by generate.py (Python fractions, decimal,
// cross-checked with statistics, numpy and scipy). Every answer the engine gives must equal the oracle's: exact values
// as rationals, doubles bit for bit (both sides round once, correctly). A refusal is allowed; a wrong answer is not.

interface Expected {
  exact?: string;
  double?: number;
  parts?: Record<string, Expected>;
}
interface Case {
  table: string;
  query: string;
  expect: { status: string; value?: Expected; groups?: Record<string, Expected>; skipped?: number; ragged?: number };
}
interface Corpus {
  tables: Record<string, { csv: string; number_format: NumberFormat }>;
  cases: Case[];
}

const corpus = JSON.parse(readFileSync(new URL('./cases.json', import.meta.url), 'utf8')) as Corpus;

function sameNumber(expected: Expected, computed: unknown, exactText: unknown): string | null {
  if (typeof computed !== 'number' || !Object.is(computed, expected.double)) return `value ${String(computed)} ≠ ${expected.double}`;
  if (expected.exact === undefined) return exactText === null ? null : `exact ${String(exactText)} for an irrational value`;
  const got = typeof exactText === 'string' ? Rational.parse(exactText) : null;
  const want = Rational.parse(expected.exact);
  return got && want && got.equals(want) ? null : `exact ${String(exactText)} ≠ ${expected.exact}`;
}

function sameValue(expected: Expected, computed: unknown, exactText: unknown): string | null {
  if (!expected.parts) return sameNumber(expected, computed, exactText);
  const c = computed as Record<string, unknown> | null;
  const x = exactText as Record<string, unknown> | null;
  for (const [name, part] of Object.entries(expected.parts)) {
    const problem = sameNumber(part, c?.[name], x?.[name] ?? null);
    if (problem) return `${name}: ${problem}`;
  }
  return Object.keys(c ?? {}).length === Object.keys(expected.parts).length ? null : 'extra parts';
}

type Verdict = 'correct' | 'refused' | 'wrong';

async function judge(c: Case): Promise<{ verdict: Verdict; why?: string }> {
  const table = corpus.tables[c.table];
  if (!table) return { verdict: 'wrong', why: 'unknown table' };
  const want = c.expect;
  let run: Awaited<ReturnType<typeof runStats>>;
  try {
    run = await runStats(table.csv, c.query, { numberFormat: table.number_format });
  } catch (error) {
    if (error instanceof InputTooComplexError) return { verdict: want.status === 'INPUT_TOO_COMPLEX' ? 'correct' : 'refused' };
    throw error;
  }
  if (want.status === 'INPUT_TOO_COMPLEX') return { verdict: 'wrong', why: 'answered past a cap' };
  if (!run.result) return { verdict: want.status === 'UNTRANSLATED' ? 'correct' : 'refused', why: run.sandboxError ?? 'untranslated' };
  const r = run.result;
  if (want.status === 'UNTRANSLATED') return { verdict: 'wrong', why: `translated as ${r.description}` };
  if (r.status === 'ERROR') return { verdict: want.status === 'ERROR' ? 'correct' : 'refused', why: r.message };
  if (want.status === 'ERROR')
    return { verdict: 'wrong', why: `answered ${JSON.stringify(r.computed_value)} where the oracle has no value` };
  if (r.status !== want.status) return { verdict: 'wrong', why: `status ${r.status} ≠ ${want.status}` };
  const skipped = (r.skipped_cells ?? []).reduce((n, s) => n + s.count, 0);
  if (skipped !== (want.skipped ?? 0)) return { verdict: 'wrong', why: `skipped ${skipped} ≠ ${want.skipped}` };
  const ragged = r.ragged_rows?.count ?? 0;
  if (ragged !== (want.ragged ?? 0)) return { verdict: 'wrong', why: `ragged records ${ragged} ≠ ${want.ragged ?? 0}` };
  if (want.groups) {
    const computed = r.computed_value as Record<string, number> | null;
    const exactTexts = r.exact_value as Record<string, string | null> | null;
    const keys = Object.keys(want.groups);
    if (!computed || Object.keys(computed).length !== keys.length) return { verdict: 'wrong', why: 'group keys differ' };
    for (const k of keys) {
      const problem = sameValue(want.groups[k] as Expected, computed[k], exactTexts?.[k] ?? null);
      if (problem) return { verdict: 'wrong', why: `[${k}] ${problem}` };
    }
    return { verdict: 'correct' };
  }
  const problem = want.value ? sameValue(want.value, r.computed_value, r.exact_value) : 'no expected value';
  return problem ? { verdict: 'wrong', why: problem } : { verdict: 'correct' };
}

describe('stats corpus (oracle: Python fractions / statistics / numpy / scipy)', () => {
  it(`answers ${corpus.cases.length} cases with 0 wrong answers`, async () => {
    const counts = { cases: 0, correct: 0, refused: 0, wrong: 0 };
    const problems: string[] = [];
    for (const c of corpus.cases) {
      const { verdict, why } = await judge(c);
      counts.cases++;
      counts[verdict]++;
      if (verdict !== 'correct') problems.push(`${verdict}: [${c.table}] ${c.query} — ${why ?? ''}`);
    }
    console.log(`stats corpus: ${counts.cases} cases, ${counts.correct} correct, ${counts.refused} refused, ${counts.wrong} wrong`);
    for (const p of problems) console.log(`  ${p}`);
    expect(counts.wrong, problems.join('\n')).toBe(0);
    expect(counts.correct).toBeGreaterThanOrEqual(Math.floor(counts.cases * 0.95));
  }, 120_000);
});

describe('stats corpus data', () => {
  it('is what generate.py makes (regenerated where python3 with numpy and scipy is installed)', (ctx) => {
    const dir = mkdtempSync(join(tmpdir(), 'stats-corpus-'));
    const out = join(dir, 'cases.json');
    const script = fileURLToPath(new URL('./generate.py', import.meta.url));
    const run = spawnSync('python3', [script, '--out', out], { encoding: 'utf8', timeout: 120_000 });
    if (run.error || /No module named/.test(run.stderr ?? '')) {
      console.log(`skipped: python3 with numpy and scipy is not available (${run.error?.message ?? run.stderr.trim().split('\n').pop()})`);
      ctx.skip();
      return;
    }
    expect(run.status, run.stderr).toBe(0);
    // Compared as data: the repository's formatter may lay the committed JSON out differently.
    const fresh = JSON.parse(readFileSync(out, 'utf8')) as unknown;
    expect(JSON.stringify(fresh) === JSON.stringify(corpus), 'cases.json differs from what generate.py makes').toBe(true);
  }, 130_000);
});
