/**
 * Micro-benchmark run inside workerd by the bench worker: mean ms per call over a ≥ 50 ms loop per case. Uses only
 * performance.now() (workerd's clock advances during CPU work locally; see the bench README).
 */
import { verifyMath } from './index.ts';

const CASES: Readonly<Record<string, string>> = {
  expression: '(3.5 + 2^10) / 7 - sqrt(16) * sin(pi/6)',
  equation: '0.1 + 0.2 = 0.3',
  identity_polynomial: '(a+b)^3 = a^3+3a^2 b+3a b^2+b^3',
  identity_trig: 'sin(2x) = 2sin(x)cos(x)',
  identity_refuted: 'sqrt(x^2) = x',
  identity_half_angle: 'sin(x/2)^2 = (1-cos(x))/2',
  identity_conditional: '(x^3-1)/(x-1) = x^2+x+1',
  precision_trap: 'pi + 10^(-111) = pi',
  derivative: 'd/dx x^2 sin(x) = 2x sin(x) + x^2 cos(x)',
  units: '5 km + 300 m = 5.3 km',
  matrix: 'inv([[1,2],[3,4]]) = [[-2,1],[3/2,-1/2]]',
};

export function benchMath(minMs = 50): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, expression] of Object.entries(CASES)) {
    // Warm-up (JIT tier-up): a busy isolate serves requests in the steady state.
    const w0 = performance.now();
    for (let i = 0; i < 5 || performance.now() - w0 < minMs / 2; i++) verifyMath({ expression });
    let n = 0;
    const t0 = performance.now();
    let elapsed = 0;
    do {
      verifyMath({ expression });
      n++;
      elapsed = performance.now() - t0;
    } while (elapsed < minMs || n < 3);
    out[name] = Math.round((elapsed / n) * 1000) / 1000;
  }
  return out;
}
