import { describe, expect, it } from 'vitest';
import { assertWithinCaps, InputTooComplexError, maxNestingDepth, WorkBudget } from './budget.ts';

describe('work budgets', () => {
  it('counts units and reports exhaustion only past the limit', () => {
    const budget = new WorkBudget(3);
    expect(budget.spend(2)).toBe(true);
    expect(budget.spend()).toBe(true);
    expect(budget.exhausted).toBe(false);
    expect(budget.spend()).toBe(false);
    expect(budget.exhausted).toBe(true);
    expect(budget.spent).toBe(4);
  });

  it('measures nesting in one pass, also for inputs that would overflow a recursive parser', () => {
    expect(maxNestingDepth('(1+(2*[3]))')).toBe(3);
    expect(maxNestingDepth('('.repeat(200_000))).toBe(200_000);
    expect(maxNestingDepth(')))(')).toBe(1);
  });

  it('refuses over-long and over-deep inputs with a stable limit name', () => {
    expect(() => assertWithinCaps('x'.repeat(11), { maxLength: 10, maxDepth: 5, what: 'expression' })).toThrow(InputTooComplexError);
    try {
      assertWithinCaps('(((x)))', { maxLength: 100, maxDepth: 2, what: 'expression' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InputTooComplexError);
      expect((error as InputTooComplexError).limit).toBe('nesting_depth');
    }
  });
});
