import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { Rational } from '../exact/rational.ts';
import { bigMath } from '../math/hardened-math';
import { parseExpr } from '../math/parse';
import { toExactJs } from './exact-js.ts';
import { exactText, parseConsensusMode, readQuestion, SandboxUnavailableError, valuesAgree, verifyConsensus } from './index';

/**
 * Test double for the sandbox service: runs the generated program in a fresh Node context (the real service runs it
 * in QuickJS) and, like the service, turns a program that threw into NaN.
 */
function nodeSandbox(log: string[] = [], override?: (js: string) => number | string) {
  return async (js: string): Promise<number | string> => {
    log.push(js);
    if (override) return override(js);
    try {
      const out: unknown = runInNewContext(js, {}, { timeout: 1000 });
      return typeof out === 'number' || typeof out === 'string' ? out : Number.NaN;
    } catch {
      return Number.NaN;
    }
  };
}

function clock() {
  let t = 0;
  return () => (t += 1.5);
}

describe('parseConsensusMode', () => {
  it('accepts the three modes and defaults to single', () => {
    expect(parseConsensusMode(undefined)).toBe('single');
    expect(parseConsensusMode('high')).toBe('high');
    expect(parseConsensusMode('maximum')).toBe('maximum');
    expect(parseConsensusMode('ultra')).toBeNull();
    expect(parseConsensusMode(3)).toBeNull();
  });
});

describe('verifyConsensus: values', () => {
  it('single mode uses the math engine exact path', async () => {
    const r = await verifyConsensus({ query: '0.1 + 0.2' }, { now: clock() });
    expect(r).toMatchObject({ final_answer: '0.3', exact_answer: '3/10', confidence: 100, engines_used: 1, agreement_status: 'UNANIMOUS' });
    expect(r.meets_requirement).toBe(true);
    expect(r.verification_chain[0]).toMatchObject({ engine: 'math-exact', success: true, latency_ms: 1.5 });
    expect(r.total_latency_ms).toBeGreaterThan(0);
  });

  it.each([
    ['10^70+1-10^70', '1'],
    ['(1 + 10^-70) - 1', '1e-70'],
    ['10^-70', '1e-70'],
    ['2^53+1', '9007199254740993'],
    ['12345678901234567890 * 98765432109876543210', '1219326311370217952237463801111263526900'],
    ['1/3 + 1/6', '0.5'],
    ['2/3', '2/3'],
    ['-3/8', '-0.375'],
  ])('keeps full precision in every mode: %s = %s', async (query, answer) => {
    for (const mode of ['single', 'high', 'maximum'] as const) {
      const r = await verifyConsensus({ query, verification_mode: mode }, { sandboxEvaluate: nodeSandbox() });
      expect(r, mode).toMatchObject({ final_answer: answer, agreement_status: 'UNANIMOUS', confidence: 100 });
    }
  });

  it('gives the exact fraction of a tiny value beside its exact decimal', async () => {
    const r = await verifyConsensus({ query: '(1 + 10^-70) - 1', verification_mode: 'maximum' }, { sandboxEvaluate: nodeSandbox() });
    expect(r.exact_answer).toBe(`1/1${'0'.repeat(70)}`);
    expect(r.verification_chain.every((c) => c.success)).toBe(true);
  });

  it('high mode runs an exact BigInt program in the sandbox for rational input', async () => {
    const log: string[] = [];
    const r = await verifyConsensus(
      { query: 'What is 2^10 / 4 + 0.1 + 0.2?', verification_mode: 'high' },
      { sandboxEvaluate: nodeSandbox(log) },
    );
    expect(r).toMatchObject({ final_answer: '256.3', engines_used: 2, agreement_status: 'UNANIMOUS', confidence: 100 });
    expect(log).toHaveLength(1);
    expect(log[0]).toContain('P(q(2n,1n),10n)');
    expect(r.verification_chain[1]?.result).toBe('2563/10');
  });

  it('maximum mode runs four independent engines', async () => {
    const r = await verifyConsensus({ query: '(1/3 + 1/6) * 4', verification_mode: 'maximum' }, { sandboxEvaluate: nodeSandbox() });
    expect(r.verification_chain.map((c) => c.engine)).toEqual(['math-exact', 'exact-rational', 'symbolic', 'sandbox-js']);
    expect(r).toMatchObject({ final_answer: '2', agreement_status: 'UNANIMOUS', confidence: 100, meets_requirement: true });
  });

  it('irrational values: doubles agree to their precision, the exact form is kept', async () => {
    const r = await verifyConsensus({ query: 'sqrt(2) * 3', verification_mode: 'maximum' }, { sandboxEvaluate: nodeSandbox() });
    expect(r).toMatchObject({ agreement_status: 'UNANIMOUS', confidence: 100 });
    // The correctly rounded double of 3·√2 (4.24264068711928514…), not the double product 3 * Math.SQRT2.
    expect(r.final_answer).toBe('4.242640687119285');
    expect(r.exact_answer).toBe('3*sqrt(2)');
    const two = await verifyConsensus({ query: 'sqrt(2) * sqrt(2)', verification_mode: 'maximum' }, { sandboxEvaluate: nodeSandbox() });
    expect(two).toMatchObject({ final_answer: '2', agreement_status: 'UNANIMOUS', confidence: 100 });
    expect(two.verification_chain.find((c) => c.engine === 'exact-rational')).toMatchObject({ success: false, result: 'unsupported' });
  });

  it('a dissenting engine is a disagreement, not a rounding', async () => {
    const r = await verifyConsensus(
      { query: '10^20 + 1', verification_mode: 'maximum', min_confidence: 0.9 },
      { sandboxEvaluate: nodeSandbox([], () => '100000000000000000000/1') },
    );
    expect(r).toMatchObject({
      final_answer: '100000000000000000001',
      agreement_status: 'MAJORITY',
      confidence: 75,
      meets_requirement: false,
    });
    const high = await verifyConsensus({ query: '2 + 2', verification_mode: 'high' }, { sandboxEvaluate: nodeSandbox([], () => '5/1') });
    expect(high).toMatchObject({ agreement_status: 'NONE', confidence: 0, meets_requirement: false, final_answer: '' });
  });

  it('fails with SandboxUnavailableError when the sandbox is missing or throws', async () => {
    await expect(verifyConsensus({ query: '1+1', verification_mode: 'high' }, {})).rejects.toBeInstanceOf(SandboxUnavailableError);
    const broken = async () => {
      throw new Error('down');
    };
    await expect(verifyConsensus({ query: '1+1', verification_mode: 'maximum' }, { sandboxEvaluate: broken })).rejects.toBeInstanceOf(
      SandboxUnavailableError,
    );
  });

  it('rejects invalid modes and confidence thresholds', async () => {
    await expect(verifyConsensus({ query: '1', verification_mode: 'bogus' as 'single' })).rejects.toThrow(RangeError);
    await expect(verifyConsensus({ query: '1', min_confidence: 2 })).rejects.toThrow(RangeError);
  });

  it('gives NONE and confidence 0 for non-arithmetic queries', async () => {
    const r = await verifyConsensus({ query: 'Who won the 1998 world cup?' });
    expect(r).toMatchObject({ agreement_status: 'NONE', confidence: 0, final_answer: '', meets_requirement: false });
  });

  it('reports engine errors (division by zero) as failures, not answers', async () => {
    const r = await verifyConsensus({ query: '1/0', verification_mode: 'maximum' }, { sandboxEvaluate: nodeSandbox() });
    expect(r.confidence).toBe(0);
    expect(r.verification_chain.every((c) => !c.success)).toBe(true);
  });

  it('never sends untranslatable input to the sandbox', async () => {
    const log: string[] = [];
    const r = await verifyConsensus({ query: '5!', verification_mode: 'high' }, { sandboxEvaluate: nodeSandbox(log) });
    expect(log).toEqual([]);
    expect(r.confidence).toBe(50);
  });
});

describe('verifyConsensus: claims', () => {
  it.each([
    ['2+2=4', true],
    ['2+2=5', false],
    ['Is 10^70 + 1 - 10^70 = 0?', false],
    ['0.1 + 0.2 == 0.3', true],
    ['2^53 + 1 = 9007199254740992', false],
  ])('%s is answered as a truth value by every engine (holds: %s)', async (query, holds) => {
    for (const mode of ['single', 'high', 'maximum'] as const) {
      const r = await verifyConsensus({ query, verification_mode: mode }, { sandboxEvaluate: nodeSandbox() });
      expect(r, mode).toMatchObject({ final_answer: String(holds), claim_holds: holds, agreement_status: 'UNANIMOUS', confidence: 100 });
      expect(r.meets_requirement).toBe(true);
    }
  });

  it('only exact engines decide a claim: doubles abstain', async () => {
    const r = await verifyConsensus({ query: 'sqrt(2)^2 = 2', verification_mode: 'maximum' }, { sandboxEvaluate: nodeSandbox() });
    expect(r.verification_chain.find((c) => c.engine === 'sandbox-js')).toMatchObject({ success: false, result: 'no exact program' });
    expect(r).toMatchObject({ claim_holds: true, final_answer: 'true', agreement_status: 'UNANIMOUS' });
  });

  it('engines that disagree on the truth value leave claim_holds null', async () => {
    const r = await verifyConsensus({ query: '2+2=5', verification_mode: 'high' }, { sandboxEvaluate: nodeSandbox([], () => '0/1') });
    expect(r).toMatchObject({ claim_holds: null, agreement_status: 'NONE', confidence: 0 });
  });

  it('reads "=" only between two sides', () => {
    expect(readQuestion('What is 2+2=?').kind).toBe('value');
    expect(readQuestion('2 <= 3').kind).toBe('value');
    expect(readQuestion('1 = 1 = 1').kind).toBe('value');
    expect(readQuestion('6*7 == 42')).toMatchObject({ kind: 'claim', lhsText: '6*7', rhsText: '42' });
  });
});

describe('valuesAgree and exactText', () => {
  it('compares rationals exactly and approximate values with relative tolerance 1e-12', () => {
    expect(valuesAgree({ exact: Rational.of(1n, 3n) }, { exact: Rational.of(2n, 6n) })).toBe(true);
    expect(valuesAgree({ exact: Rational.of(1n, 3n) }, { exact: Rational.of(333333333333n, 1000000000000n) })).toBe(false);
    expect(valuesAgree({ exact: Rational.of(1n, 3n) }, { approx: bigMath.bignumber(1 / 3) })).toBe(true);
    expect(valuesAgree({ approx: bigMath.bignumber('1e20') }, { approx: bigMath.bignumber('1.00000000001e20') })).toBe(false);
    expect(valuesAgree({ truth: true }, { exact: Rational.ONE })).toBe(false);
  });

  it('writes exact decimals in full or in exact exponent notation', () => {
    expect(exactText(Rational.of(1975n, 100n))).toBe('19.75');
    expect(exactText(Rational.of(3n, 2n * 10n ** 30n))).toBe('1.5e-30');
    expect(exactText(Rational.of(-1n, 10n ** 21n))).toBe('-1e-21');
    expect(exactText(Rational.of(1n, 10n ** 20n))).toBe('0.00000000000000000001');
    expect(exactText(Rational.of(10n ** 25n + 1n, 10n ** 22n))).toBe('1.0000000000000000000000001e3');
    expect(exactText(Rational.of(1n, 7n))).toBe('1/7');
  });
});

describe('toExactJs', () => {
  it('emits an exact program only for rational input within the size bound', () => {
    expect(toExactJs(parseExpr('10^70 + 1 - 10^70'))).toContain('S(A(P(q(10n,1n),70n),q(1n,1n)),P(q(10n,1n),70n))');
    expect(toExactJs(parseExpr('0.1 * -3'))).toContain('M(q(1n,10n),N(q(3n,1n)))');
    expect(toExactJs(parseExpr('sqrt(2)'))).toBeNull();
    expect(toExactJs(parseExpr('2^0.5'))).toBeNull();
    expect(toExactJs(parseExpr('2^4097'))).toBeNull();
    expect(toExactJs(parseExpr('(2^4096)^4096'))).toBeNull();
    expect(toExactJs(parseExpr('(10^40)^4000'))).toBeNull();
    expect(toExactJs(parseExpr('(10^3)^4000'))).not.toBeNull();
    const longSum = Array.from({ length: 200 }, (_, i) => `${i + 1}/${i + 2}`).join(' + ');
    expect(toExactJs(parseExpr(longSum))).not.toBeNull();
  });
});
