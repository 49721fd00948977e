/**
 * Natural-language corpus: the offline translator (packages/providers/src/local) and the NL engine deciding through
 * the math engine, against answers computed offline with Python fractions/sympy
 * (packages/providers/src/local/corpus/generate.py). A case is correct when a question's value is the expected exact
 * value, or a claim is VERIFIED exactly when it holds and CORRECTION_NEEDED when it does not. Refusing (NOT_MATH_QUERY,
 * an untranslatable query) and UNKNOWN are counted, never wrong; anything else fails the suite.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Rational } from '../../packages/engines/src/exact/rational.ts';
import { decideNlClaim } from '../../packages/engines/src/nl/decide-claim.ts';
import { type NaturalLanguageResult, verifyNaturalLanguage } from '../../packages/engines/src/nl/verify-natural-language.ts';
import { LocalProvider } from '../../packages/providers/src/local-provider.ts';

interface Case {
  id: string;
  query: string;
  expected: string;
  irrational?: boolean;
  claimed?: string;
  claim_holds?: boolean;
  approximate?: boolean;
}

const CORPUS = join(process.cwd(), 'packages/providers/src/local/corpus');
const load = (name: string): Case[] => JSON.parse(readFileSync(join(CORPUS, `${name}.json`), 'utf8')) as Case[];

const local = new LocalProvider();
const run = (query: string) =>
  verifyNaturalLanguage(query, { translate: (q) => local.translateMath(q), check: decideNlClaim, providerName: 'local', now: () => 0 });

type Outcome = 'correct' | 'refused' | 'unknown' | 'wrong';

function judge(c: Case, r: NaturalLanguageResult): Outcome {
  if (r.status === 'NOT_MATH_QUERY' || (r.status === 'ERROR' && r.error_code === 'TRANSLATION_UNSUPPORTED')) return 'refused';
  if (r.inner_status === 'UNKNOWN') return 'unknown';
  if (r.status !== 'INCONCLUSIVE' || !r.verification || !r.translation) return 'wrong';
  const stated = r.translation.claim_stated !== false;
  if (stated !== (c.claimed !== undefined)) return 'wrong';
  if (!c.irrational) {
    const got = Rational.parse(r.verification.exact_value ?? '');
    const want = Rational.parse(c.expected);
    if (!got || !want || !got.equals(want)) return 'wrong';
  }
  if (c.claimed !== undefined) {
    const claimed = Rational.parse(r.translation.claimed_exact ?? '');
    const want = Rational.parse(c.claimed);
    if (!claimed || !want || !claimed.equals(want)) return 'wrong';
    if (r.inner_status !== (c.claim_holds ? 'VERIFIED' : 'CORRECTION_NEEDED')) return 'wrong';
    return 'correct';
  }
  return r.inner_status === 'VERIFIED' ? 'correct' : 'wrong';
}

async function tally(name: string) {
  const cases = load(name);
  const counts = { cases: cases.length, correct: 0, refused: 0, unknown: 0, wrong: 0 };
  const wrong: string[] = [];
  for (const c of cases) {
    const r = await run(c.query);
    const o = judge(c, r);
    counts[o]++;
    if (o === 'wrong')
      wrong.push(`${c.id}: ${c.query} → ${r.inner_status} ${r.translation?.expression ?? ''} = ${r.verification?.exact_value ?? ''}`);
  }
  process.stdout.write(
    `NL corpus ${name}: ${counts.cases} cases, ${counts.correct} correct, ${counts.refused} refused, ${counts.unknown} UNKNOWN, ${counts.wrong} wrong\n`,
  );
  return { counts, wrong };
}

describe('natural-language corpus (offline translator + math engine, Python-computed answers)', () => {
  it('arithmetic: separators, number words, decimals, precision traps, hedged claims — 0 wrong', async () => {
    const { counts, wrong } = await tally('arithmetic');
    expect(wrong).toEqual([]);
    expect(counts.correct).toBeGreaterThanOrEqual(Math.ceil(counts.cases * 0.9));
  });

  it('word problems, development set — 0 wrong', async () => {
    const { wrong } = await tally('dev');
    expect(wrong).toEqual([]);
  });

  it('word problems, held-out set (never tuned on) — 0 wrong and at least 70 % correct', async () => {
    const { counts, wrong } = await tally('heldout');
    expect(wrong).toEqual([]);
    process.stdout.write(`NL held-out rate: ${((100 * counts.correct) / counts.cases).toFixed(1)} %\n`);
    expect(counts.correct / counts.cases).toBeGreaterThanOrEqual(0.7);
  });
});
