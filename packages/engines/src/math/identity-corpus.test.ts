import { describe, expect, it } from 'vitest';
import { IDENTITY_CORPUS } from './identity-corpus';
import { type EquationResult, verifyMath } from './index';

describe('identity corpus', () => {
  const results = IDENTITY_CORPUS.map((c) => ({ c, r: verifyMath({ expression: c.equation }) as EquationResult }));

  it('has at least 60 entries, 20 of them false', () => {
    expect(IDENTITY_CORPUS.length).toBeGreaterThanOrEqual(60);
    expect(IDENTITY_CORPUS.filter((c) => !c.holds).length).toBeGreaterThanOrEqual(20);
  });

  it('never reports a false equation as holding', () => {
    const wrong = results.filter(({ c, r }) => !c.holds && r.result).map(({ c }) => c.equation);
    expect(wrong).toEqual([]);
  });

  it('reports every false equation as refuted (never only UNKNOWN)', () => {
    const weak = results.filter(({ c, r }) => !c.holds && r.status !== 'REFUTED').map(({ c, r }) => `${c.equation}: ${r.status}`);
    expect(weak).toEqual([]);
  });

  it('never refutes a true equation, and proves most of them', () => {
    const refuted = results.filter(({ c, r }) => c.holds && r.status === 'REFUTED').map(({ c }) => c.equation);
    expect(refuted).toEqual([]);
    const trueOnes = results.filter(({ c }) => c.holds);
    const proven = trueOnes.filter(({ r }) => r.result && r.status === 'PROVEN').length;
    const unknown = trueOnes.filter(({ r }) => r.status === 'UNKNOWN').map(({ c }) => c.equation);
    console.log(
      `corpus: ${IDENTITY_CORPUS.length} entries; true ${trueOnes.length}, proven ${proven}, unknown ${unknown.length} (${unknown.join('; ')})`,
    );
    expect(proven).toBeGreaterThanOrEqual(trueOnes.length - 6);
  });

  it('gives a counterexample for refuted identities with variables', () => {
    for (const eq of ['sqrt(x^2) = x', 'log(x^2) = 2log(x)', 'x/x = 1', 'sin(2x) = 2sin(x)']) {
      const r = results.find(({ c }) => c.equation === eq)!.r;
      expect(r.counterexample, eq).toBeDefined();
    }
    const sq = results.find(({ c }) => c.equation === 'sqrt(x^2) = x')!.r;
    expect(sq.counterexample!.x).toBeLessThan(0);
    expect(results.find(({ c }) => c.equation === 'x/x = 1')!.r.counterexample).toEqual({ x: 0 });
  });
});
