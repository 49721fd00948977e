import { describe, expect, it } from 'vitest';
import { Rational } from '../exact/rational.ts';
import { bigMath } from '../math/hardened-math';
import { parseConsensusMode, SandboxUnavailableError, valuesAgree, verifyConsensus } from './index';

/** Test double for the sandbox: evaluates only the JS our translator emits, by mapping it back to numbers. */
const ALLOWED = /^[0-9eE.+\-*/(), ]*$/;
function fakeSandbox(log: string[] = [], override?: (js: string) => number) {
  return async (js: string): Promise<number> => {
    log.push(js);
    if (override) return override(js);
    const stripped = js.replace(/Math\.(PI|E|sqrt|log|sin|cos|tan|exp|abs)/g, '');
    if (!ALLOWED.test(stripped)) throw new Error('unexpected code');
    const M = {
      PI: Math.PI,
      E: Math.E,
      sqrt: Math.sqrt,
      log: Math.log,
      sin: Math.sin,
      cos: Math.cos,
      tan: Math.tan,
      exp: Math.exp,
      abs: Math.abs,
    };
    return tinyEval(js.replace(/Math\./g, ''), M);
  };
}
/** Minimal recursive-descent evaluator for the translator's output (the test must not use eval either). */
function tinyEval(src: string, M: Record<string, number | ((x: number) => number)>): number {
  let i = 0;
  const ws = () => {
    while (src[i] === ' ') i++;
  };
  const expr = (): number => {
    let v = term();
    for (ws(); src[i] === '+' || src[i] === '-'; ws()) {
      const op = src[i++];
      const r = term();
      v = op === '+' ? v + r : v - r;
    }
    return v;
  };
  const term = (): number => {
    let v = pow();
    for (ws(); (src[i] === '*' && src[i + 1] !== '*') || src[i] === '/'; ws()) {
      const op = src[i++];
      const r = pow();
      v = op === '*' ? v * r : v / r;
    }
    return v;
  };
  const pow = (): number => {
    const b = unary();
    ws();
    if (src.startsWith('**', i)) {
      i += 2;
      return b ** pow();
    }
    return b;
  };
  const unary = (): number => {
    ws();
    if (src[i] === '-') {
      i++;
      return -unary();
    }
    return atom();
  };
  const atom = (): number => {
    ws();
    if (src[i] === '(') {
      i++;
      const v = expr();
      ws();
      i++;
      return v;
    }
    const name = /^[A-Za-z]+/.exec(src.slice(i))?.[0];
    if (name) {
      i += name.length;
      const f = M[name]!;
      if (typeof f === 'number') return f;
      i++;
      const v = expr();
      ws();
      i++;
      return f(v);
    }
    const num = /^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?/i.exec(src.slice(i))![0];
    i += num.length;
    return Number(num);
  };
  return expr();
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

describe('verifyConsensus', () => {
  it('single mode uses only mathjs BigNumber', async () => {
    const r = await verifyConsensus({ query: '0.1 + 0.2' }, { now: clock() });
    expect(r).toMatchObject({
      final_answer: '0.3',
      confidence: 100,
      engines_used: 1,
      agreement_status: 'UNANIMOUS',
      meets_requirement: true,
    });
    expect(r.verification_chain).toHaveLength(1);
    expect(r.verification_chain[0]).toMatchObject({ engine: 'mathjs-bignumber', success: true, latency_ms: 1.5 });
    expect(r.total_latency_ms).toBeGreaterThan(0);
  });

  it('high mode adds the sandbox and agrees within 1e-12', async () => {
    const log: string[] = [];
    const r = await verifyConsensus(
      { query: 'What is 2^10 / 4 + 0.1 + 0.2?', verification_mode: 'high' },
      { sandboxEvaluate: fakeSandbox(log) },
    );
    expect(r).toMatchObject({ final_answer: '256.3', engines_used: 2, agreement_status: 'UNANIMOUS', confidence: 100 });
    expect(log).toEqual(['((((2 ** 10) / 4) + 0.1) + 0.2)']);
  });

  it('maximum mode runs four independent engines', async () => {
    const r = await verifyConsensus({ query: '(1/3 + 1/6) * 4', verification_mode: 'maximum' }, { sandboxEvaluate: fakeSandbox() });
    expect(r.engines_used).toBe(4);
    expect(r.verification_chain.map((c) => c.engine)).toEqual(['mathjs-bignumber', 'exact-rational', 'symbolic', 'sandbox-js']);
    expect(r).toMatchObject({ final_answer: '2', agreement_status: 'UNANIMOUS', confidence: 100, meets_requirement: true });
  });

  it('lets the rational engine abstain on functions without lowering confidence below the mode', async () => {
    const r = await verifyConsensus({ query: 'sqrt(2) * sqrt(2)', verification_mode: 'maximum' }, { sandboxEvaluate: fakeSandbox() });
    const rational = r.verification_chain.find((c) => c.engine === 'exact-rational')!;
    expect(rational).toMatchObject({ success: false, result: 'unsupported' });
    expect(r.agreement_status).toBe('UNANIMOUS');
    expect(r.confidence).toBe(100);
    expect(Number(r.final_answer)).toBeCloseTo(2, 12);
  });

  it('detects a dissenting engine', async () => {
    const r = await verifyConsensus(
      { query: '2 + 2', verification_mode: 'maximum', min_confidence: 0.9 },
      { sandboxEvaluate: fakeSandbox([], () => 5) },
    );
    expect(r).toMatchObject({ final_answer: '4', agreement_status: 'MAJORITY', confidence: 75, meets_requirement: false });
    expect(r.verification_chain.find((c) => c.engine === 'sandbox-js')).toMatchObject({ result: '5', success: true });
  });

  it('reports a split when two engines disagree in high mode', async () => {
    const r = await verifyConsensus({ query: '2 + 2', verification_mode: 'high' }, { sandboxEvaluate: fakeSandbox([], () => 5) });
    expect(r.agreement_status).toBe('NONE');
    expect(r.confidence).toBe(0);
    expect(r.meets_requirement).toBe(false);
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
    // @ts-expect-error an unknown mode, as an untyped caller could pass it
    await expect(verifyConsensus({ query: '1', verification_mode: 'bogus' })).rejects.toThrow(RangeError);
    await expect(verifyConsensus({ query: '1', min_confidence: 2 })).rejects.toThrow(RangeError);
  });

  it('gives NONE and confidence 0 for non-arithmetic queries', async () => {
    const r = await verifyConsensus({ query: 'Who won the 1998 world cup?' });
    expect(r).toMatchObject({ agreement_status: 'NONE', confidence: 0, final_answer: '', meets_requirement: false });
  });

  it('reports engine errors (division by zero) as failures, not answers', async () => {
    const r = await verifyConsensus({ query: '1/0', verification_mode: 'maximum' }, { sandboxEvaluate: fakeSandbox() });
    expect(r.confidence).toBe(0);
    expect(r.verification_chain.every((c) => !c.success)).toBe(true);
  });

  it('never sends untranslatable input to the sandbox', async () => {
    const log: string[] = [];
    const r = await verifyConsensus({ query: '5!', verification_mode: 'high' }, { sandboxEvaluate: fakeSandbox(log) });
    expect(log).toEqual([]);
    expect(r.confidence).toBe(50);
  });
});

describe('valuesAgree', () => {
  it('compares rationals exactly and decimals with relative tolerance 1e-12', () => {
    expect(valuesAgree({ exact: Rational.of(1n, 3n) }, { exact: Rational.of(2n, 6n) })).toBe(true);
    expect(valuesAgree({ exact: Rational.of(1n, 3n) }, { exact: Rational.of(333333333333n, 1000000000000n) })).toBe(false);
    expect(valuesAgree({ exact: Rational.of(1n, 3n) }, { decimal: bigMath.bignumber(1 / 3) })).toBe(true);
    expect(valuesAgree({ decimal: bigMath.bignumber('1e20') }, { decimal: bigMath.bignumber('1.00000000001e20') })).toBe(false);
  });
});
