/**
 * The soundness corpus (cases.json, generated offline by generate.py with SymPy, mpmath and fractions as the
 * oracle). Asserts: no false VERIFIED, no false CORRECTION_NEEDED, every value exact (or the correctly rounded
 * double), and at most 5 % UNKNOWN on the true textbook identities; prints the counts per category.
 */
import { describe, expect, it } from 'vitest';
import { WorkBudget } from '../../budget.ts';
import { type MathResult, verifyMath } from '../index.ts';
import { DEFAULT_WORK_BUDGET } from '../limits.ts';
import corpus from './cases.json' with { type: 'json' };

interface Case {
  id: number;
  category: string;
  claim: string;
  kind: 'value' | 'equation';
  domain?: 'real' | 'complex';
  expect: { truth?: boolean | 'undefined'; status?: string; exact?: string; value?: number; re?: number; im?: number };
}

const cases = (corpus as { cases: Case[] }).cases;

function complexParts(text: unknown): [number, number] | null {
  if (typeof text === 'number') return [text, 0];
  if (typeof text !== 'string') return null;
  const m = /^(-?[\d.e+-]+?)?\s*(?:([+-])\s*)?([\d.e+-]*)i$/.exec(text.replace(/\s+/g, ' ').trim());
  if (!m) return /^-?[\d.e+-]+$/.test(text) ? [Number(text), 0] : null;
  const [, re, sign, im] = m;
  const imag = im === '' || im === undefined ? 1 : Number(im);
  if (re !== undefined && sign === undefined) return [0, Number(`${re}${im ?? ''}`) || (re === '-' ? -1 : Number(re))];
  return [re === undefined ? 0 : Number(re), sign === '-' ? -imag : imag];
}

type Outcome = 'ok' | 'unknown' | 'false-verified' | 'false-correction' | 'wrong-value' | 'error-on-valid';

function judge(c: Case, r: MathResult): Outcome {
  const e = c.expect;
  if (c.kind === 'value') {
    const v = r as Extract<MathResult, { value: unknown }>;
    if (e.status === 'ERROR') return v.status === 'ERROR' ? 'ok' : v.status === 'VERIFIED' ? 'false-verified' : 'unknown';
    if (v.status !== 'VERIFIED') return v.status === 'UNKNOWN' ? 'unknown' : 'error-on-valid';
    if (e.exact !== undefined && v.exact !== e.exact) return 'wrong-value';
    if (e.value !== undefined && v.value !== e.value) return 'wrong-value';
    if (e.re !== undefined) {
      const parts = complexParts(v.value);
      if (!parts || parts[0] !== e.re || parts[1] !== e.im) return 'wrong-value';
    }
    return 'ok';
  }
  const status = r.status;
  if (e.truth === 'undefined')
    return status === 'ERROR'
      ? 'ok'
      : status === 'VERIFIED'
        ? 'false-verified'
        : status === 'CORRECTION_NEEDED'
          ? 'false-correction'
          : 'unknown';
  if (e.truth === true)
    return status === 'VERIFIED'
      ? 'ok'
      : status === 'CORRECTION_NEEDED'
        ? 'false-correction'
        : status === 'UNKNOWN'
          ? 'unknown'
          : 'error-on-valid';
  return status === 'CORRECTION_NEEDED'
    ? 'ok'
    : status === 'VERIFIED'
      ? 'false-verified'
      : status === 'UNKNOWN'
        ? 'unknown'
        : 'error-on-valid';
}

describe('math soundness corpus', () => {
  const results = cases.map((c) => {
    const budget = new WorkBudget(DEFAULT_WORK_BUDGET);
    const cpu = process.cpuUsage();
    const r = verifyMath({ expression: c.claim, ...(c.domain ? { context: { domain: c.domain } } : {}) }, { budget });
    const micros = process.cpuUsage(cpu).user;
    return { c, r, outcome: judge(c, r), spent: budget.spent, micros };
  });

  it('has at least 600 cases with expected answers from the offline oracle', () => {
    expect(cases.length).toBeGreaterThanOrEqual(600);
    const table = new Map<string, Record<Outcome, number>>();
    for (const { c, outcome } of results) {
      const row = table.get(c.category) ?? {
        ok: 0,
        unknown: 0,
        'false-verified': 0,
        'false-correction': 0,
        'wrong-value': 0,
        'error-on-valid': 0,
      };
      row[outcome]++;
      table.set(c.category, row);
    }
    const lines = [...table.entries()].map(
      ([cat, row]) =>
        `  ${cat.padEnd(18)} ${Object.entries(row)
          .filter(([, n]) => n > 0)
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')}`,
    );
    const bySpent = [...results].sort((p, q) => q.spent - p.spent).slice(0, 5);
    console.log(
      `math corpus: ${cases.length} cases; most work: ${bySpent.map((x) => `${x.spent} (${x.c.claim})`).join('; ')} of ${DEFAULT_WORK_BUDGET} units\n${lines.join('\n')}`,
    );
    const quantile = (xs: number[], q: number) => [...xs].sort((p, r) => p - r)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;
    const cpu = results.map((x) => x.micros / 1000);
    const work = results.map((x) => x.spent);
    console.log(
      `math corpus per claim (Node, CPU, printed only): p50 ${quantile(cpu, 0.5).toFixed(2)} ms, p99 ${quantile(cpu, 0.99).toFixed(2)} ms, max ${Math.max(...cpu).toFixed(1)} ms; work p50 ${quantile(work, 0.5)}, p99 ${quantile(work, 0.99)} units`,
    );
    const unknownNonIdentity = results.filter((x) => x.outcome === 'unknown' && !x.c.category.startsWith('identity'));
    if (unknownNonIdentity.length)
      console.log(`UNKNOWN elsewhere:\n  ${unknownNonIdentity.map((x) => `${x.c.claim}: ${x.r.message}`).join('\n  ')}`);
  });

  it('never VERIFIES a false claim', () => {
    expect(results.filter((x) => x.outcome === 'false-verified').map((x) => `${x.c.id} ${x.c.claim}: ${x.r.message}`)).toEqual([]);
  });

  it('never answers CORRECTION_NEEDED for a true claim', () => {
    expect(results.filter((x) => x.outcome === 'false-correction').map((x) => `${x.c.id} ${x.c.claim}: ${x.r.message}`)).toEqual([]);
  });

  it('gives every value exactly (the exact form and the correctly rounded double)', () => {
    const wrong = results.filter((x) => x.c.kind === 'value' && x.outcome !== 'ok');
    expect(wrong.map((x) => `${x.c.id} ${x.c.claim}: ${JSON.stringify(x.r)}`)).toEqual([]);
  });

  it('answers every well-defined claim without ERROR', () => {
    expect(results.filter((x) => x.outcome === 'error-on-valid').map((x) => `${x.c.id} ${x.c.claim}: ${x.r.message}`)).toEqual([]);
  });

  it('leaves at most 5 % of the true textbook identities UNKNOWN', () => {
    const identities = results.filter((x) => x.c.kind === 'equation' && x.c.expect.truth === true && x.c.category.startsWith('identity'));
    const unknown = identities.filter((x) => x.outcome === 'unknown');
    const rate = unknown.length / identities.length;
    const allTrue = results.filter((x) => x.c.kind === 'equation' && x.c.expect.truth === true);
    const allUnknown = allTrue.filter((x) => x.outcome === 'unknown');
    console.log(
      `UNKNOWN rate on true textbook identities: ${unknown.length}/${identities.length} = ${(100 * rate).toFixed(1)} % ` +
        `(all true equations: ${allUnknown.length}/${allTrue.length})${unknown.length ? `\n  ${unknown.map((x) => x.c.claim).join('\n  ')}` : ''}`,
    );
    expect(rate).toBeLessThanOrEqual(0.05);
  });
});
