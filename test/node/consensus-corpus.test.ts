/**
 * Consensus corpus: every case in the three modes, the sandbox engine run by the real sandbox executor (QuickJS), against
 * answers computed offline by SymPy (packages/engines/src/consensus/corpus/generate.py). An agreed answer (UNANIMOUS or
 * MAJORITY) must be the oracle's: the exact rational, the correctly rounded double of an irrational value, or a claim's
 * truth value. No agreement is counted as refused, never as wrong; a wrong agreed answer fails the suite.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ConsensusMode, type ConsensusResult, verifyConsensus } from '../../packages/engines/src/consensus/index.ts';
import { Rational } from '../../packages/engines/src/exact/rational.ts';
import { createExecutor } from '../../workers/sandbox/src/executor.ts';
import { createNodeModuleLoader } from '../../workers/sandbox/src/node-loader.ts';

interface Case {
  id: string;
  query: string;
  kind: 'value' | 'claim';
  expected?: string;
  double?: string;
  holds?: boolean;
}

const cases = JSON.parse(readFileSync(join(process.cwd(), 'packages/engines/src/consensus/corpus/cases.json'), 'utf8')) as Case[];
const executor = createExecutor({ loadModule: createNodeModuleLoader() });

/** The same mapping as the API's consensus service: a program that ran is an answer, an internal failure is not. */
async function sandboxEvaluate(code: string): Promise<number | string> {
  const run = await executor.run({ code });
  if (run.ok && (typeof run.output === 'number' || typeof run.output === 'string')) return run.output;
  if (run.ok && run.nonFinite) return Number(run.nonFinite);
  if (!run.ok && run.error === 'internal') throw new Error('sandbox unavailable');
  return Number.NaN;
}

/** final_answer as a rational: "19.75", "1e-70", "1/3", "-5". */
function answerRational(text: string): Rational | null {
  const negative = text.startsWith('-');
  const r = Rational.parse(text) ?? Rational.parseDecimal(negative ? text.slice(1) : text);
  return r && negative && !Rational.parse(text) ? r.neg() : r;
}

function correct(c: Case, r: ConsensusResult): boolean {
  if (c.kind === 'claim') return r.claim_holds === c.holds && r.final_answer === String(c.holds);
  if (c.double !== undefined) return r.final_answer_exact === false && Number(r.final_answer) === Number(c.double);
  const want = Rational.parse(c.expected ?? '');
  if (r.final_answer_exact === false) return !!want && Number(r.final_answer) === want.toNumber();
  const got = answerRational(r.final_answer);
  const exact = Rational.parse(r.exact_answer ?? '');
  return !!want && !!got && !!exact && got.equals(want) && exact.equals(want);
}

async function tally(mode: ConsensusMode) {
  const counts = { cases: cases.length, unanimous: 0, majority: 0, correct: 0, approximate: 0, refused: 0, wrong: 0 };
  const wrong: string[] = [];
  for (const c of cases) {
    const r = await verifyConsensus({ query: c.query, verification_mode: mode }, { sandboxEvaluate, now: () => 0 });
    const agreed = r.agreement_status === 'UNANIMOUS' || r.agreement_status === 'MAJORITY';
    if (!agreed) {
      counts.refused++;
      continue;
    }
    counts[r.agreement_status === 'UNANIMOUS' ? 'unanimous' : 'majority']++;
    if (correct(c, r)) {
      counts.correct++;
      if (r.final_answer_exact === false) counts.approximate++;
    } else {
      counts.wrong++;
      wrong.push(
        `${c.id} ${c.query}: ${r.agreement_status} ${r.final_answer} (${r.verification_chain.map((e) => `${e.engine}=${e.result}`).join(', ')})`,
      );
    }
  }
  process.stdout.write(
    `Consensus corpus ${mode}: ${counts.cases} cases, ${counts.correct} correct (${counts.unanimous} UNANIMOUS, ${counts.majority} MAJORITY; ${counts.approximate} of them correctly rounded doubles of irrational values), ${counts.refused} without agreement, ${counts.wrong} wrong\n`,
  );
  return { counts, wrong };
}

describe('consensus corpus (SymPy answers; sandbox engine in QuickJS)', () => {
  it.each(['single', 'high', 'maximum'] as const)(
    '%s mode: 0 wrong agreed answers',
    async (mode) => {
      const { counts, wrong } = await tally(mode);
      expect(wrong).toEqual([]);
      expect(counts.cases).toBeGreaterThanOrEqual(100);
      expect(counts.correct).toBeGreaterThanOrEqual(Math.floor(counts.cases * 0.95));
    },
    120_000,
  );
});
