import { describe, expect, it } from 'vitest';
import { LRA_LIA_CASES } from './lra-lia-cases';
import { verifyLogic } from './verify-logic';

describe('hand-written LRA/LIA cases', () => {
  it('has at least 40 cases', () => {
    expect(LRA_LIA_CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(LRA_LIA_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const r = verifyLogic({ query: c.query });
    expect(r.error).toBeUndefined();
    expect(r.status).toBe(c.expect);
    if (r.status === 'SAT') expect(r.model).toBeDefined();
  });
});
