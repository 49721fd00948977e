import { describe, expect, it } from 'vitest';
import { benchLogic } from './bench';

describe('benchLogic', () => {
  it('measures every case (numbers are printed, not asserted: benchmarks are not timed tests)', () => {
    const r = benchLogic(200);
    console.info('logic bench (ms/op):', JSON.stringify(r));
    expect(Object.keys(r)).toEqual(['small', '3sat50', 'lra']);
    for (const v of Object.values(r)) expect(Number.isFinite(v)).toBe(true);
  });
});
