import { describe, expect, it } from 'vitest';
import { interpretStatsOutput } from './interpret-stats-output.ts';

describe('interpretStatsOutput', () => {
  it('accepts finite numbers and flat numeric records', () => {
    expect(interpretStatsOutput(4.5)).toMatchObject({ status: 'SUCCESS', computed_value: 4.5 });
    expect(interpretStatsOutput({ EU: 1, US: 2 })).toMatchObject({ status: 'SUCCESS', computed_value: { EU: 1, US: 2 } });
  });
  it('omits non-numeric groups and says so', () => {
    const r = interpretStatsOutput({ EU: 1, US: null });
    expect(r).toMatchObject({ status: 'SUCCESS', computed_value: { EU: 1 } });
    expect(r.message).toContain('1 group');
  });
  it('keeps a "__proto__" group as an ordinary key', () => {
    const r = interpretStatsOutput(JSON.parse('{"__proto__": 3}'));
    expect(Object.getPrototypeOf(r.computed_value)).toBe(Object.prototype);
    expect(Object.keys(r.computed_value as object)).toEqual(['__proto__']);
  });
  it('reports errors for anything else', () => {
    for (const v of [null, undefined, 'x', [1, 2], {}, { a: 'b' }, true, Number.NaN]) {
      expect(interpretStatsOutput(v)).toMatchObject({ status: 'ERROR', computed_value: null });
    }
  });
});
